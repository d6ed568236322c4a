import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsMessage } from '../../shared/sms-message.ts';
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

const provider = (
  templateIds: Record<string, string> = { ACCEPTED_NAMED: 'tpl-accepted' },
  timeoutMs?: number,
  url = baseUrl,
) =>
  msg91Provider({
    authKey: 'key-1',
    templateId: 'otp-tpl',
    templateIds,
    baseUrl: url,
    timeoutMs,
    countryCode: '91',
    expiryMinutes: 5,
  });

const LINK = 'https://launchpad.example/application';
const accepted = smsMessage('ACCEPTED_NAMED', 'Launchpad 8', {
  name: 'Asha Mehta, who wrote a very long name indeed',
  startup: 'Krishi Sense',
  date: '30 Sept 2026, 11:00 pm IST',
  link: LINK,
});

describe('MSG91 registered SMS (Flow API stand-in)', () => {
  it('sends the wording’s template id and each typed variable apart, none but the link over 30 characters', async () => {
    await provider().sendMessage('9876543210', accepted);
    expect(seen).toEqual([
      {
        path: '/api/v5/flow',
        authkey: 'key-1',
        body: {
          template_id: 'tpl-accepted',
          short_url: '0',
          recipients: [
            {
              mobiles: '919876543210',
              name: 'Asha Mehta who wrote a very lo',
              startup: 'Krishi Sense',
              date: '30 Sept 2026, 11:00 pm IST',
              link: LINK,
            },
          ],
        },
      },
    ]);
    const { mobiles, link, ...named } = (seen[0]!.body as { recipients: Record<string, string>[] }).recipients[0]!;
    for (const value of Object.values(named)) expect(value.length).toBeLessThanOrEqual(30);
    // The text never travels: the operator holds it, registered.
    expect(JSON.stringify(seen[0]!.body)).not.toContain('Action required');
  });

  it('throws when the gateway refuses or the wording has no template id, so the send is retried', async () => {
    reply = { status: 200, body: { type: 'error', message: 'Template not approved' } };
    await expect(provider().sendMessage('9876543210', accepted)).rejects.toThrow('Template not approved');
    await expect(provider({}).sendMessage('9876543210', accepted)).rejects.toThrow(
      'MSG91_ACCEPTED_NAMED_TEMPLATE_ID is not set',
    );
  });

  it('says which wordings it can send: those with a template id', () => {
    expect(provider().registered('ACCEPTED_NAMED')).toBe(true);
    expect(provider().registered('ACCEPTED')).toBe(false);
  });

  it('reports a request the gateway took but did not answer in time as an unknown outcome, not a failure', async () => {
    reply = { status: 200, body: { type: 'success' }, delayMs: 1_000 };
    const send = provider(undefined, 200).sendMessage('9876543210', accepted);
    await expect(send).rejects.toBeInstanceOf(SmsOutcomeUnknown);
    await expect(send).rejects.toThrow('No answer from the gateway within 0.2 s for the ACCEPTED_NAMED SMS');
    // The gateway did receive it: sending again could text the applicant twice.
    expect(seen).toHaveLength(1);
  });

  it('reports a gateway that refused the connection as a plain failure, safe to retry', async () => {
    // A port nothing listens on: closed again right after it was found free.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const send = provider(undefined, 2_000, `http://127.0.0.1:${port}`).sendMessage('9876543210', accepted);
    await expect(send).rejects.toThrow('The gateway could not be reached for the ACCEPTED_NAMED SMS (ECONNREFUSED)');
    await expect(send).rejects.not.toBeInstanceOf(SmsOutcomeUnknown);
  });
});
