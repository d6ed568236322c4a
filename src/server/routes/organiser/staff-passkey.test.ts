/**
 * An invited reviewer where STAFF_PASSKEYS=required: their SMS sign-in alone does not open the workspace; the passkey
 * they register then does, and the staff list shows they have one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '../../../shared/messages/passkeys.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson } from '../../test/organiser-fixtures.ts';
import { registerPasskey, testAuthenticator } from '../../test/passkeys.ts';
import { get, postJson, signIn } from '../../test/requests.ts';

const MEERA = '9812345670';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ staffPasskeys: 'required' });
});
afterAll(() => api?.close());

describeApi('an invited reviewer and their passkey', () => {
  it('opens the workspace once they register a passkey, which the staff list then shows', async () => {
    const organiser = (await signIn(api, '9000000001')).token;
    expect((await registerPasskey(api, organiser, testAuthenticator(api))).status).toBe(200);
    const invited = await postJson(
      api,
      '/organiser/staff',
      { mobile: MEERA, role: 'REVIEWER', name: 'Meera Rao', sectors: [] },
      { token: organiser },
    );
    expect(invited.status).toBe(201);

    const { token } = await signIn(api, MEERA);
    const before = await get(api, '/organiser/queue/next', { token });
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ message: PASSKEY_MESSAGES.required, passkeyRequired: true });
    expect((await registerPasskey(api, token, testAuthenticator(api))).status).toBe(200);
    expect((await get(api, '/organiser/queue/next', { token })).status).toBe(200);

    const { body } = await getJson(api, '/organiser/staff', organiser);
    expect(body.staff.find((m: { mobile: string }) => m.mobile === MEERA)).toMatchObject({ hasPasskey: true });
  });
});
