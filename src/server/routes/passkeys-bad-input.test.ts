import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '../../shared/messages/passkeys.ts';
import { staffPasskeys } from '../db/schema.ts';
import { PASSKEY_CHALLENGE_TTL_MS } from '../passkeys/challenges.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, describeApi } from '../test/harness.ts';
import { confirmWithPasskey, registerPasskey, testAuthenticator } from '../test/passkeys.ts';
import { get, postJson, signIn } from '../test/requests.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ staffPasskeys: 'required' });
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

/** The answer is a 400 with `message`, the passkey table is as it was, and the workspace is still shut. */
async function expectRefused(res: Response, message: string, token: string, passkeysBefore: number) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message });
  expect(await api.deps.db.select().from(staffPasskeys)).toHaveLength(passkeysBefore);
  expect((await get(api, '/organiser/stats', { token })).status).toBe(403);
}

/** A staff member with one registered passkey, signed in again by SMS and not yet confirmed. */
async function registeredOrganiser() {
  const authenticator = testAuthenticator(api);
  expect((await registerPasskey(api, (await signIn(api, TEST_ORGANISER)).token, authenticator)).status).toBe(200);
  const { token } = await signIn(api, TEST_ORGANISER);
  return { token, authenticator };
}

describeApi('passkeys: bad input is refused with a message and stores nothing', () => {
  it('refuses a registration made for another origin, another host or another challenge', async () => {
    const { token } = await signIn(api, TEST_ORGANISER);
    for (const bend of [
      { origin: 'https://launchpad.example.evil.test' },
      { rpId: 'evil.test' },
      { challenge: 'bm90LXRoZS1jaGFsbGVuZ2UtdGhlLXNlcnZlci1nYXZl' },
    ]) {
      await expectRefused(
        await registerPasskey(api, token, testAuthenticator(api), bend),
        PASSKEY_MESSAGES.rejected,
        token,
        0,
      );
    }
  });

  it('refuses a registration answered after 5 minutes, or without asking for options first', async () => {
    const { token } = await signIn(api, TEST_ORGANISER);
    const options = await (await postJson(api, '/passkeys/register/options', {}, { token })).json();
    api.clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    const late = await postJson(api, '/passkeys/register/verify', testAuthenticator(api).register(options), { token });
    await expectRefused(late, PASSKEY_MESSAGES.noChallenge, token, 0);
    // The late answer used the challenge up: the same answer again finds none.
    const again = await postJson(api, '/passkeys/register/verify', testAuthenticator(api).register(options), { token });
    await expectRefused(again, PASSKEY_MESSAGES.noChallenge, token, 0);
  });

  it('accepts a challenge once: a replayed answer is refused, even raced against the first', async () => {
    const { token, authenticator } = await registeredOrganiser();
    const options = await (await postJson(api, '/passkeys/authenticate/options', {}, { token })).json();
    const answer = authenticator.authenticate(options);
    const results = await Promise.all(
      [1, 2, 3].map(() => postJson(api, '/passkeys/authenticate/verify', answer, { token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const [passkey] = await api.deps.db.select().from(staffPasskeys);
    expect(passkey!.counter).toBe(1);
  });

  it('refuses a sign-in answer with a challenge of the other ceremony, or of another session', async () => {
    const { token, authenticator } = await registeredOrganiser();
    const other = await signIn(api, TEST_ORGANISER);
    const theirs = await (await postJson(api, '/passkeys/authenticate/options', {}, { token: other.token })).json();
    // This session has a live challenge of its own, but the answer signs the other session's.
    await postJson(api, '/passkeys/authenticate/options', {}, { token });
    const mismatched = await postJson(api, '/passkeys/authenticate/verify', authenticator.authenticate(theirs), {
      token,
    });
    await expectRefused(mismatched, PASSKEY_MESSAGES.rejected, token, 1);
    // The other session's challenge was made for signing in: a registration answering it finds no challenge.
    const wrongCeremony = await postJson(api, '/passkeys/register/verify', testAuthenticator(api).register(theirs), {
      token: other.token,
    });
    await expectRefused(wrongCeremony, PASSKEY_MESSAGES.noChallenge, other.token, 1);
  });

  it('refuses a sign-in answer for another origin or host, or whose counter stood still or went back', async () => {
    const { token, authenticator } = await registeredOrganiser();
    await expectRefused(
      await confirmWithPasskey(api, token, authenticator, { origin: 'http://launchpad.example' }),
      PASSKEY_MESSAGES.rejected,
      token,
      1,
    );
    await expectRefused(
      await confirmWithPasskey(api, token, authenticator, { rpId: 'evil.test' }),
      PASSKEY_MESSAGES.rejected,
      token,
      1,
    );
    expect((await confirmWithPasskey(api, token, authenticator, { counter: 5 })).status).toBe(200);
    const later = await signIn(api, TEST_ORGANISER);
    // A cloned authenticator replays an old counter: refused, and the stored counter stays 5.
    await expectRefused(
      await confirmWithPasskey(api, later.token, authenticator, { counter: 5 }),
      PASSKEY_MESSAGES.rejected,
      later.token,
      1,
    );
    // One further behind, as a clone used less often than the original: refused too, and the counter stays 5.
    const older = await signIn(api, TEST_ORGANISER);
    await expectRefused(
      await confirmWithPasskey(api, older.token, authenticator, { counter: 3 }),
      PASSKEY_MESSAGES.rejected,
      older.token,
      1,
    );
    const [passkey] = await api.deps.db.select().from(staffPasskeys);
    expect(passkey!.counter).toBe(5);
  });

  it('refuses a passkey that belongs to someone else', async () => {
    const { token } = await registeredOrganiser();
    const stranger = testAuthenticator(api);
    await expectRefused(await confirmWithPasskey(api, token, stranger), PASSKEY_MESSAGES.unknownPasskey, token, 1);
  });

  it('answers 403 to a participant on every passkey endpoint and stores nothing', async () => {
    const { token } = await signIn(api, '9876543210');
    const before = await api.counts();
    const authenticator = testAuthenticator(api);
    const calls = [
      () => get(api, '/passkeys/status', { token }),
      () => postJson(api, '/passkeys/register/options', {}, { token }),
      () => postJson(api, '/passkeys/register/verify', authenticator.register({ challenge: 'YWJj' }), { token }),
      () => postJson(api, '/passkeys/authenticate/options', {}, { token }),
      () =>
        postJson(api, '/passkeys/authenticate/verify', authenticator.authenticate({ challenge: 'YWJj' }), { token }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: PASSKEY_MESSAGES.staffOnly });
    }
    expect(await api.counts()).toEqual(before);
  });

  it('answers 400 with a message to a malformed answer, and 401 without a session', async () => {
    const { token } = await signIn(api, TEST_ORGANISER);
    const malformed = [
      [],
      { id: 'x' },
      { id: 'a b', rawId: 'a', type: 'public-key', response: {} },
      { id: 'a', rawId: 'a', type: 'password', response: { clientDataJSON: 'a', attestationObject: 'a' } },
      { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a', attestationObject: 7 } },
    ];
    for (const body of malformed) {
      const res = await postJson(api, '/passkeys/register/verify', body, { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: PASSKEY_MESSAGES.rejected });
    }
    const notJson = await postJson(api, '/passkeys/authenticate/verify', '{', { token });
    expect(notJson.status).toBe(400);
    expect(typeof (await notJson.json()).message).toBe('string');
    const anonymous = await postJson(api, '/passkeys/authenticate/options', {});
    expect(anonymous.status).toBe(401);
    expect(await api.deps.db.select().from(staffPasskeys)).toHaveLength(0);
  });
});
