import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '../../../shared/messages/passkeys.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { auditLog, staffPasskeys } from '../../db/schema.ts';
import { rolesFromLists } from '../../staff/roles.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { confirmWithPasskey, registerPasskey, testAuthenticator } from '../../test/passkeys.ts';
import { get, signIn } from '../../test/requests.ts';

const SECOND_ORGANISER = '9000000005';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    staffPasskeys: 'required',
    roles: rolesFromLists([TEST_ORGANISER, SECOND_ORGANISER], [TEST_REVIEWER]),
  });
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const remove = (mobile: string, token: string) =>
  api.app.request(`/api/organiser/staff-passkeys/${mobile}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });

/** Signs `mobile` in and registers a passkey, so the session is confirmed; returns the token. */
async function withPasskey(mobile: string) {
  const { token } = await signIn(api, mobile);
  const authenticator = testAuthenticator(api);
  expect((await registerPasskey(api, token, authenticator)).status).toBe(200);
  return { token, authenticator };
}

describeApi('recovery: an organiser removes a colleague’s passkeys', () => {
  it('lists every staff member with their passkeys, removes a reviewer’s, signs them out, and audits it', async () => {
    const organiser = await withPasskey(TEST_ORGANISER);
    const reviewer = await withPasskey(TEST_REVIEWER);
    const listed = await get(api, '/organiser/staff-passkeys', { token: organiser.token });
    expect(await listed.json()).toEqual({
      staff: [
        { mobile: TEST_ORGANISER, name: TEST_ORGANISER, role: 'ORGANISER', passkeys: 1 },
        { mobile: TEST_REVIEWER, name: TEST_REVIEWER, role: 'REVIEWER', passkeys: 1 },
        { mobile: SECOND_ORGANISER, name: SECOND_ORGANISER, role: 'ORGANISER', passkeys: 0 },
      ],
    });

    const res = await remove(TEST_REVIEWER, organiser.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PASSKEY_MESSAGES.removed, removed: 1 });
    expect(await api.deps.db.select().from(staffPasskeys)).toHaveLength(1);
    expect((await get(api, '/organiser/stats', { token: reviewer.token })).status).toBe(401);
    const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'passkeys.removed'));
    expect(entry).toMatchObject({ actor: TEST_ORGANISER, target: TEST_REVIEWER, details: { removed: 1 } });

    // Their next SMS sign-in registers a new passkey: the old one no longer signs in.
    const { token } = await signIn(api, TEST_REVIEWER);
    const status = await (await get(api, '/passkeys/status', { token })).json();
    expect(status).toEqual({ required: true, registered: false, confirmed: false });
    const old = await api.app.request('/api/passkeys/authenticate/options', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await old.json()).toEqual({ message: PASSKEY_MESSAGES.noneRegistered });
    expect((await registerPasskey(api, token, testAuthenticator(api))).status).toBe(200);
  });

  it('refuses reviewers, an organiser’s own passkeys, numbers that are not staff, and unconfirmed sign-ins', async () => {
    const organiser = await withPasskey(TEST_ORGANISER);
    const reviewer = await withPasskey(TEST_REVIEWER);
    const cases: [Response, number, string][] = [
      [await remove(TEST_ORGANISER, reviewer.token), 403, ORGANISER_MESSAGES.organisersOnly],
      [await remove(TEST_ORGANISER, organiser.token), 400, PASSKEY_MESSAGES.notYourself],
      [await remove('9876543210', organiser.token), 404, PASSKEY_MESSAGES.notStaff],
      [await remove('12345', organiser.token), 400, PASSKEY_MESSAGES.notStaff],
    ];
    const unconfirmed = await signIn(api, SECOND_ORGANISER);
    cases.push([await remove(TEST_REVIEWER, unconfirmed.token), 403, PASSKEY_MESSAGES.required]);
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect((await res.json()).message).toBe(message);
    }
    expect(await api.deps.db.select().from(staffPasskeys)).toHaveLength(2);
    expect(
      (await confirmWithPasskey(api, (await signIn(api, TEST_REVIEWER)).token, reviewer.authenticator)).status,
    ).toBe(200);
  });
});
