import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '../../shared/messages/passkeys.ts';
import { hashToken } from '../auth/sessions.ts';
import { auditLog, sessions, staffPasskeys } from '../db/schema.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../test/harness.ts';
import { confirmWithPasskey, registerPasskey, testAuthenticator } from '../test/passkeys.ts';
import { get, postJson, signIn } from '../test/requests.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ staffPasskeys: 'required' });
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const status = async (token: string) => (await get(api, '/passkeys/status', { token })).json();

describeApi('passkeys for staff (STAFF_PASSKEYS=required)', () => {
  it('keeps every workspace call shut with passkeyRequired until the sign-in is confirmed by a new passkey', async () => {
    for (const mobile of [TEST_ORGANISER, TEST_REVIEWER]) {
      const { token } = await signIn(api, mobile);
      const shut = await get(api, '/organiser/stats', { token });
      expect(shut.status).toBe(403);
      expect(await shut.json()).toEqual({ message: PASSKEY_MESSAGES.required, passkeyRequired: true });
      expect(await status(token)).toEqual({ required: true, registered: false, confirmed: false });

      const authenticator = testAuthenticator(api);
      const registered = await registerPasskey(api, token, authenticator);
      expect(registered.status).toBe(200);
      expect(await registered.json()).toEqual({ message: PASSKEY_MESSAGES.registered });
      expect(await status(token)).toEqual({ required: true, registered: true, confirmed: true });
      expect((await get(api, '/organiser/stats', { token })).status).toBe(200);
    }
    const stored = await api.deps.db.select().from(staffPasskeys);
    expect(stored).toHaveLength(2);
    expect(stored.every((p) => p.counter === 0 && p.transports.includes('internal'))).toBe(true);
    const audited = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'passkey.registered'));
    expect(audited.map((a) => a.actor)).toEqual([TEST_ORGANISER, TEST_REVIEWER]);
  });

  it('asks a later sign-in for the passkey, stores the counter it reports, and opens the workspace', async () => {
    const first = await signIn(api, TEST_ORGANISER);
    const authenticator = testAuthenticator(api);
    expect((await registerPasskey(api, first.token, authenticator)).status).toBe(200);

    const { token } = await signIn(api, TEST_ORGANISER);
    expect(await status(token)).toEqual({ required: true, registered: true, confirmed: false });
    expect((await get(api, '/organiser/submissions', { token })).status).toBe(403);
    const confirmed = await confirmWithPasskey(api, token, authenticator);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: PASSKEY_MESSAGES.confirmed });
    expect((await get(api, '/organiser/submissions', { token })).status).toBe(200);
    const [passkey] = await api.deps.db.select().from(staffPasskeys);
    expect(passkey!.counter).toBe(1);
    expect(passkey!.lastUsedAt).toEqual(new Date(api.clock.now));
    const [session] = await api.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session!.passkeyConfirmedAt).toEqual(new Date(api.clock.now));
  });

  it('lets a second passkey be added only from a sign-in a passkey confirmed', async () => {
    const first = await signIn(api, TEST_ORGANISER);
    const phone = testAuthenticator(api);
    expect((await registerPasskey(api, first.token, phone)).status).toBe(200);

    const { token } = await signIn(api, TEST_ORGANISER);
    const refused = await postJson(api, '/passkeys/register/options', {}, { token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: PASSKEY_MESSAGES.confirmFirst });
    expect((await api.counts()).passkey_challenges).toBe(0);

    expect((await confirmWithPasskey(api, token, phone)).status).toBe(200);
    expect((await registerPasskey(api, token, testAuthenticator(api))).status).toBe(200);
    expect(await api.deps.db.select().from(staffPasskeys)).toHaveLength(2);
  });

  it('lets only one of two SMS sign-ins racing to register a first passkey get in', async () => {
    const [a, b] = [await signIn(api, TEST_ORGANISER), await signIn(api, TEST_ORGANISER)];
    const answers = await Promise.all(
      [a, b].map(async ({ token }) => {
        const options = await (await postJson(api, '/passkeys/register/options', {}, { token })).json();
        return { token, answer: testAuthenticator(api).register(options) };
      }),
    );
    const results = await Promise.all(
      answers.map(({ token, answer }) => postJson(api, '/passkeys/register/verify', answer, { token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const refused = results.find((r) => r.status === 403)!;
    expect(await refused.json()).toEqual({ message: PASSKEY_MESSAGES.confirmFirst });
    expect(await api.deps.db.select().from(staffPasskeys)).toHaveLength(1);
  });

  it('ends staff sessions after 12 hours, passkey or not', async () => {
    const { token } = await signIn(api, TEST_ORGANISER);
    expect((await registerPasskey(api, token, testAuthenticator(api))).status).toBe(200);
    api.clock.advance(12 * 60 * 60_000 - 31_000);
    const res = await get(api, '/organiser/stats', { token });
    expect(res.status).toBe(401);
  });
});

describeApi('passkeys for staff (STAFF_PASSKEYS=optional)', () => {
  let optional: TestApi;
  beforeAll(async () => {
    optional = await createTestApi({ staffPasskeys: 'optional' });
  });
  afterAll(() => optional?.close());
  beforeEach(() => optional.reset());

  const statusOn = async (token: string) => (await get(optional, '/passkeys/status', { token })).json();

  it('opens the workspace after SMS alone and still lets staff register a passkey', async () => {
    const { token } = await signIn(optional, TEST_ORGANISER);
    expect((await get(optional, '/organiser/stats', { token })).status).toBe(200);
    expect(await statusOn(token)).toEqual({ required: false, registered: false, confirmed: false });
    expect((await registerPasskey(optional, token, testAuthenticator(optional))).status).toBe(200);
    expect(await optional.deps.db.select().from(staffPasskeys)).toHaveLength(1);
    expect(await statusOn(token)).toEqual({ required: true, registered: true, confirmed: true });
  });

  it('once a staff member has a passkey, their SMS-only sign-ins need it, as where it is required', async () => {
    const first = await signIn(optional, TEST_REVIEWER);
    const phone = testAuthenticator(optional);
    expect((await registerPasskey(optional, first.token, phone)).status).toBe(200);

    const { token } = await signIn(optional, TEST_REVIEWER);
    const shut = await get(optional, '/organiser/submissions', { token });
    expect(shut.status).toBe(403);
    expect(await shut.json()).toEqual({ message: PASSKEY_MESSAGES.required, passkeyRequired: true });
    expect(await statusOn(token)).toEqual({ required: true, registered: true, confirmed: false });
    expect((await confirmWithPasskey(optional, token, phone)).status).toBe(200);
    expect((await get(optional, '/organiser/submissions', { token })).status).toBe(200);
    // A colleague without a passkey still gets in with the SMS code alone.
    const organiser = await signIn(optional, TEST_ORGANISER);
    expect((await get(optional, '/organiser/stats', { token: organiser.token })).status).toBe(200);

    // Recovery: once an organiser removed the lost passkey (as npm run staff:reset-passkeys does), SMS opens it again.
    const removed = await optional.app.request(`/api/organiser/staff-passkeys/${TEST_REVIEWER}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${organiser.token}` },
    });
    expect(removed.status).toBe(200);
    const again = await signIn(optional, TEST_REVIEWER);
    expect((await get(optional, '/organiser/submissions', { token: again.token })).status).toBe(200);
    expect(await statusOn(again.token)).toEqual({ required: false, registered: false, confirmed: false });
  });
});
