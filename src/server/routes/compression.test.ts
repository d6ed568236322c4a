/**
 * The API gzips the answers that can be large (the workspace's, a user's own data, the form) from 1 KB on, for a client
 * that accepts gzip. Every other answer, and a small one of those, is sent as it is, with its length: compressing it
 * would cost the server CPU on the busiest calls and save the client nothing.
 */
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
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

/** The app served over loopback as server.ts serves it, for what reaches the wire (the length is the server's). */
async function overTheWire<T>(use: (base: string) => Promise<T>): Promise<T> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describeApi('answers to a client that accepts gzip', () => {
  it('sends a portal answer as it is, with its length, and an error answer too', async () => {
    const { token } = await signIn(api);
    await overTheWire(async (base) => {
      const details = await fetch(`${base}/user-details`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br', Authorization: `Bearer ${token}` },
      });
      expect(details.status).toBe(200);
      expect(details.headers.get('content-encoding')).toBeNull();
      const bytes = new Uint8Array(await details.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(1024);
      expect(details.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({ user: { isProfileCompleted: false } });

      const missing = await fetch(`${base}/no-such-thing`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-encoding')).toBeNull();
      const text = await missing.text();
      expect(missing.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      expect(JSON.parse(text)).toEqual({ message: 'Not found' });
    });
  });

  it('gzips the form, which runs past 1 KB, and sends a small workspace answer as it is, with its length', async () => {
    const { token } = await signIn(api);
    const form = await gzipAccepted('/formfield-list', token);
    expect(form.headers.get('content-encoding')).toBe('gzip');
    const fields = JSON.parse(gunzipSync(Buffer.from(await form.arrayBuffer())).toString('utf8'));
    expect(fields.formFields.length).toBeGreaterThan(5);

    const organiser = await signInOrganiser(api);
    const settings = await gzipAccepted('/organiser/settings', organiser);
    expect(settings.headers.get('content-encoding')).toBeNull();
    const bytes = new Uint8Array(await settings.arrayBuffer());
    expect(settings.headers.get('content-length')).toBe(String(bytes.byteLength));
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
