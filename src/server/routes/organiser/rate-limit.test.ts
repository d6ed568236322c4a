import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { requestWindows } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';

let api: TestApi;
let organiser: string;

beforeAll(async () => {
  // Small, so the test is quick; the default (WORKSPACE_REQUESTS_PER_MINUTE) is 300.
  api = await createTestApi({ workspaceRequestsPerMinute: 10 });
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
});

const stats = (token = organiser) => get(api, '/organiser/stats', { token });

describeApi('the workspace rate limit', () => {
  it('answers 429 with a message and Retry-After past the limit, per person, and lets them in next minute', async () => {
    for (let i = 0; i < 10; i++) expect((await stats()).status).toBe(200);
    const refused = await stats();
    expect(refused.status).toBe(429);
    // Until the minute ends (signing in moved the test clock on a little).
    const left = 60 - Math.floor((api.clock.now % 60_000) / 1000);
    expect(left).toBeLessThan(60);
    expect(refused.headers.get('retry-after')).toBe(String(left));
    expect(await refused.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      retryAfter: left,
    });
    // Another reviewer's count is their own.
    expect((await stats(await signInReviewer(api))).status).toBe(200);

    api.clock.now += 60_000;
    expect((await stats()).status).toBe(200);
    // The previous minute's count is gone once a new one starts.
    const windows = await api.deps.db.select().from(requestWindows);
    expect(windows.map((w) => [w.key, w.count]).sort()).toEqual([
      ['workspace:9000000001', 1],
      ['workspace:9000000002', 1],
    ]);
  });
});
