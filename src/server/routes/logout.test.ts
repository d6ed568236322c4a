import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ApiErrorBodySchema, MessageResponseSchema } from '../../shared/api-types.ts';
import { AUTH_MESSAGES } from '../../shared/messages/session.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { get, postJson, signIn } from '../test/requests.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const logout = (headers: Record<string, string> = {}) => api.app.request('/api/logout', { method: 'POST', headers });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describeApi('POST /api/logout', () => {
  it('ends that session: 200 with the message, and the token gets 401 afterwards', async () => {
    const { token } = await signIn(api);
    expect((await get(api, '/user-details', { token })).status).toBe(200);

    const res = await logout(bearer(token));
    expect(res.status).toBe(200);
    expect(MessageResponseSchema.parse(await res.json())).toEqual({ message: 'Logged out successfully' });
    expect((await api.counts()).sessions).toBe(0);

    const after = await get(api, '/user-details', { token });
    expect(after.status).toBe(401);
    expect(ApiErrorBodySchema.parse(await after.json())).toEqual({ message: AUTH_MESSAGES.invalid });
    // Logging out twice is refused like any dead token.
    expect((await logout(bearer(token))).status).toBe(401);
  });

  it('leaves the same user’s other sessions (another device) signed in', async () => {
    const phone = await signIn(api);
    const laptop = await signIn(api);
    expect((await logout(bearer(phone.token))).status).toBe(200);
    expect((await get(api, '/user-details', { token: laptop.token })).status).toBe(200);
    expect((await api.counts()).sessions).toBe(1);
  });

  it('refuses a missing or forged token with 401 and changes nothing', async () => {
    await signIn(api);
    const before = await api.counts();
    const missing = await logout();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: AUTH_MESSAGES.missing });
    for (const forged of ['x'.repeat(43), 'not-a-token']) {
      const res = await logout(bearer(forged));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: AUTH_MESSAGES.invalid });
    }
    expect(await api.counts()).toEqual(before);
  });

  it('takes no body and ignores one sent anyway', async () => {
    const { token } = await signIn(api);
    const res = await postJson(api, '/logout', { everyone: true }, { token });
    expect(res.status).toBe(200);
    expect((await api.counts()).sessions).toBe(0);
  });

  it('with ?all=1 ends every session of the user, on every device, and no one else’s', async () => {
    const phone = await signIn(api, '9876543210');
    const laptop = await signIn(api, '9876543210');
    const other = await signIn(api, '9876543211');
    const res = await api.app.request('/api/logout?all=1', { method: 'POST', headers: bearer(laptop.token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.signedOutEverywhere });
    for (const token of [phone.token, laptop.token])
      expect((await get(api, '/user-details', { token })).status).toBe(401);
    expect((await get(api, '/user-details', { token: other.token })).status).toBe(200);
    expect((await api.counts()).sessions).toBe(1);
  });
});
