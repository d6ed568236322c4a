import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { postJson } from '../test/requests.ts';
import { msg91Provider } from './msg91-provider.ts';

/** A local stand-in of MSG91's SendOTP v5 endpoint that records what it was asked. */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  authkey: string | undefined;
}
const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: { type: 'success', request_id: 'req-1' } };
let gateway: Server;
let baseUrl: string;
let api: TestApi;

beforeAll(async () => {
  gateway = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authkey: req.headers.authkey as string | undefined,
    });
    req.resume();
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  const sms = msg91Provider({
    authKey: 'test-auth-key',
    templateId: 'tpl-123',
    baseUrl,
    countryCode: '91',
    expiryMinutes: 5,
    templateIds: {},
  });
  api = await createTestApi({ sms });
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(async () => {
  await api.reset();
  seen.length = 0;
  reply = { status: 200, body: { type: 'success', request_id: 'req-1' } };
});

describeApi('MSG91 provider (against a local stand-in of its API)', () => {
  it('sends our code through SendOTP v5 and the code it carried signs the user in', async () => {
    const res = await postJson(api, '/otp', { mobile: '9876543210' });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    const call = seen[0]!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/api/v5/otp');
    expect(call.authkey).toBe('test-auth-key');
    expect(call.query.get('template_id')).toBe('tpl-123');
    expect(call.query.get('mobile')).toBe('919876543210');
    expect(call.query.get('otp_expiry')).toBe('5');
    expect(call.query.has('authkey')).toBe(false); // the key never travels in the URL
    const code = call.query.get('otp')!;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await postJson(api, '/verify-otp', { mobile: '9876543210', otp: code });
    expect(verified.status).toBe(200);
  });

  it('answers 502 and keeps nothing when MSG91 reports an error', async () => {
    reply = { status: 200, body: { type: 'error', message: 'Invalid authkey' } };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await postJson(api, '/otp', { mobile: '9876543210' });
    // One line, the number masked.
    expect(logged).toHaveBeenCalledWith(
      '[sms] msg91 could not send to 98xxxxxx10: MSG91 refused the OTP (HTTP 200): Invalid authkey',
    );
    logged.mockRestore();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'Failed to send OTP' });
    expect(await api.counts()).toMatchObject({ otp_codes: 0, otp_sends: 0 });
  });

  it('treats an HTTP failure of the gateway as not sent', async () => {
    reply = { status: 500, body: { oops: true } };
    const provider = msg91Provider({
      authKey: 'k',
      templateId: 't',
      baseUrl,
      countryCode: '91',
      expiryMinutes: 5,
      templateIds: {},
    });
    await expect(provider.sendOtp('9876543210', '123456')).rejects.toThrow(/HTTP 500/);
  });

  it('treats an unreachable gateway as not sent', async () => {
    const provider = msg91Provider({
      authKey: 'k',
      templateId: 't',
      baseUrl: 'http://127.0.0.1:9',
      countryCode: '91',
      expiryMinutes: 5,
      timeoutMs: 2000,
      templateIds: {},
    });
    await expect(provider.sendOtp('9876543210', '123456')).rejects.toThrow();
  });
});
