import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sessions, startups, users } from '../db/schema.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../test/harness.ts';
import { VALID_PROFILE, get, postJson, signIn } from '../test/requests.ts';
import { AUTH_MESSAGES } from '../../shared/messages/session.ts';
import { SESSION_TTL_MS, STAFF_SESSION_TTL_MS, hashToken, userForToken } from './sessions.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const PROTECTED: [string, string][] = [
  ['GET', '/user-details'],
  ['POST', '/user-details'],
  ['GET', '/formsection-list'],
  ['GET', '/formfield-list'],
  ['POST', '/create-submission'],
  ['POST', '/logout'],
];

describeApi('sessions and bearer auth', () => {
  it('stores only the SHA-256 of a 256-bit token, expiring in 30 days', async () => {
    const { token } = await signIn(api);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await api.deps.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(SESSION_TTL_MS);
  });

  it('ends organisers’ and reviewers’ sessions after 12 hours, applicants’ after 30 days', async () => {
    for (const mobile of [TEST_ORGANISER, TEST_REVIEWER]) {
      const { token } = await signIn(api, mobile);
      const [row] = await api.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(STAFF_SESSION_TTL_MS);
      expect(STAFF_SESSION_TTL_MS).toBe(12 * 60 * 60_000);
      expect(
        await userForToken(api.deps.db, token, new Date(row!.createdAt.getTime() + STAFF_SESSION_TTL_MS - 1000)),
      ).toBeDefined();
      expect(
        await userForToken(api.deps.db, token, new Date(row!.createdAt.getTime() + STAFF_SESSION_TTL_MS)),
      ).toBeUndefined();
    }
  });

  it('issues a new token at every sign-in', async () => {
    const first = await signIn(api);
    const second = await signIn(api);
    expect(second.token).not.toBe(first.token);
    expect(second.user.id).toBe(first.user.id);
    expect((await api.counts()).sessions).toBe(2);
  });

  it.each(PROTECTED)('%s %s answers a JSON 401 without a token and writes nothing', async (method, path) => {
    const before = await api.counts();
    const res = await api.app.request(`/api${path}`, { method });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.missing });
    expect(await api.counts()).toEqual(before);
    expect(await api.uploads()).toEqual([]);
  });

  it.each(PROTECTED)('%s %s answers a JSON 401 for a forged token and writes nothing', async (method, path) => {
    await signIn(api);
    const before = await api.counts();
    for (const token of ['x'.repeat(43), 'not-a-token', Buffer.alloc(32, 7).toString('base64url')]) {
      const res = await api.app.request(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: AUTH_MESSAGES.invalid });
    }
    expect(await api.counts()).toEqual(before);
    expect(await api.uploads()).toEqual([]);
  });

  it('refuses a token once 30 days have passed', async () => {
    const { token } = await signIn(api);
    api.clock.advance(SESSION_TTL_MS - 60_000);
    expect((await get(api, '/user-details', { token })).status).toBe(200);
    api.clock.advance(60_000);
    const res = await get(api, '/user-details', { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.invalid });
  });

  it('accepts the token only as a bearer credential', async () => {
    const { token } = await signIn(api);
    expect((await get(api, '/user-details', { headers: { Authorization: `Basic ${token}` } })).status).toBe(401);
    expect((await get(api, '/user-details', { headers: { Authorization: `bearer ${token}` } })).status).toBe(200);
  });

  it('looks up exactly the stored user and startup rows (the PGlite fast path and the Drizzle one alike)', async () => {
    const { token } = await signIn(api);
    const before = await userForToken(api.deps.db, token, new Date(api.clock.now));
    expect(before).toEqual({ user: (await api.deps.db.select().from(users))[0], startup: undefined });
    expect((await postJson(api, '/user-details', VALID_PROFILE, { token })).status).toBe(200);
    const after = await userForToken(api.deps.db, token, new Date(api.clock.now));
    expect(after).toEqual({
      user: (await api.deps.db.select().from(users))[0],
      startup: (await api.deps.db.select().from(startups))[0],
    });
    expect(after!.user.createdAt).toBeInstanceOf(Date);
    expect(await userForToken(api.deps.db, token, new Date(api.clock.now + SESSION_TTL_MS))).toBeUndefined();
  });

  it('cleans up a user’s expired sessions at the next sign-in', async () => {
    const { token } = await signIn(api);
    api.clock.advance(SESSION_TTL_MS + 1000);
    await signIn(api);
    const left = await api.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(left).toHaveLength(0);
    expect((await postJson(api, '/user-details', {}, { token })).status).toBe(401);
  });
});
