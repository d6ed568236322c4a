/**
 * The API gzips JSON answers from 1 KB on, for a client that accepts gzip: a small answer is sent as it is, with its
 * length, since compressing it costs the server CPU on the busiest calls and saves the client nothing.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { insertApplications } from '../test/bulk-applications.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { signIn } from '../test/requests.ts';
import { signInOrganiser } from '../test/organiser-fixtures.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
});

const gzipAccepted = (path: string, token?: string) =>
  api.app.request(`/api${path}`, {
    headers: { 'Accept-Encoding': 'gzip, deflate, br', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });

describeApi('answers to a client that accepts gzip', () => {
  it('sends a small answer as it is, with its length, and an error answer too', async () => {
    const { token } = await signIn(api);
    const details = await gzipAccepted('/user-details', token);
    expect(details.status).toBe(200);
    expect(details.headers.get('content-encoding')).toBeNull();
    const bytes = new Uint8Array(await details.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(1024);
    expect(details.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({ user: { isProfileCompleted: false } });

    const missing = await gzipAccepted('/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
    expect(await missing.json()).toEqual({ message: 'Not found' });
  });

  it('gzips a large list, streamed without a length, and a download whatever its size', async () => {
    const organiser = await signInOrganiser(api);
    // Nobody has applied: the export is its CSV header alone, and still streamed as the route makes it.
    const empty = await gzipAccepted('/organiser/export?format=csv', organiser);
    expect(empty.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await empty.arrayBuffer())).toString('utf8')).toMatch(/^\uFEFFsubmissionId,/);

    await insertApplications(api.deps.db, 30, new Date(api.clock.now));
    const list = await gzipAccepted('/organiser/submissions?pageSize=200', organiser);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(list.headers.get('content-length')).toBeNull();
    const body = JSON.parse(gunzipSync(Buffer.from(await list.arrayBuffer())).toString('utf8'));
    expect(body.submissions).toHaveLength(30);
  });
});
