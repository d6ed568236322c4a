import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg91Provider } from './msg91-provider.ts';

/** A local stand-in of MSG91's Flow API that records each request. */
const seen: { path: string; authkey: string | undefined; body: unknown }[] = [];
let reply: { status: number; body: unknown };
let gateway: Server;
let baseUrl: string;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', authkey: req.headers.authkey as string | undefined, body: JSON.parse(raw) });
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  reply = { status: 200, body: { type: 'success', message: 'queued' } };
});

const provider = (statusTemplateId?: string) =>
  msg91Provider({
    authKey: 'key-1',
    templateId: 'otp-tpl',
    statusTemplateId,
    baseUrl,
    countryCode: '91',
    expiryMinutes: 5,
  });

describe('MSG91 status SMS (Flow API stand-in)', () => {
  it('sends the text as the template variable `status` to the number with its country code', async () => {
    await provider('status-tpl').sendStatus('9876543210', 'Launchpad 8: your application status is now Shortlisted.');
    expect(seen).toEqual([
      {
        path: '/api/v5/flow',
        authkey: 'key-1',
        body: {
          template_id: 'status-tpl',
          short_url: '0',
          recipients: [{ mobiles: '919876543210', status: 'Launchpad 8: your application status is now Shortlisted.' }],
        },
      },
    ]);
  });

  it('throws when the gateway refuses or no status template is configured, so the send is retried', async () => {
    reply = { status: 200, body: { type: 'error', message: 'Template not approved' } };
    await expect(provider('status-tpl').sendStatus('9876543210', 'x')).rejects.toThrow('Template not approved');
    await expect(provider().sendStatus('9876543210', 'x')).rejects.toThrow('MSG91_STATUS_TEMPLATE_ID is not set');
  });
});
