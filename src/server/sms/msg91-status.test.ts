import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg91Provider } from './msg91-provider.ts';
import { SmsOutcomeUnknown } from './provider.ts';

/** A local stand-in of MSG91's Flow API that records each request. */
const seen: { path: string; authkey: string | undefined; body: unknown }[] = [];
let reply: { status: number; body: unknown; delayMs?: number };
let gateway: Server;
let baseUrl: string;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', authkey: req.headers.authkey as string | undefined, body: JSON.parse(raw) });
      const answer = () =>
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
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

const provider = (statusTemplateId?: string, timeoutMs?: number, url = baseUrl) =>
  msg91Provider({
    authKey: 'key-1',
    templateId: 'otp-tpl',
    statusTemplateId,
    baseUrl: url,
    timeoutMs,
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

  it('reports a request the gateway took but did not answer in time as an unknown outcome, not a failure', async () => {
    reply = { status: 200, body: { type: 'success' }, delayMs: 1_000 };
    const send = provider('status-tpl', 200).sendStatus('9876543210', 'x');
    await expect(send).rejects.toBeInstanceOf(SmsOutcomeUnknown);
    await expect(send).rejects.toThrow('No answer from the gateway within 0.2 s for the status SMS');
    // The gateway did receive it: sending again could text the applicant twice.
    expect(seen).toHaveLength(1);
  });

  it('reports a gateway that refused the connection as a plain failure, safe to retry', async () => {
    // A port nothing listens on: closed again right after it was found free.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const send = provider('status-tpl', 2_000, `http://127.0.0.1:${port}`).sendStatus('9876543210', 'x');
    await expect(send).rejects.toThrow('The gateway could not be reached for the status SMS (ECONNREFUSED)');
    await expect(send).rejects.not.toBeInstanceOf(SmsOutcomeUnknown);
  });
});
