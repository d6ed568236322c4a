/**
 * A decision reaches the applicant on both channels through real clients on loopback: SMS through the MSG91 provider
 * to a local stand-in of its Flow API (the wording's template id and each variable apart), e-mail through nodemailer
 * to a real SMTP server (smtp-server), the organisers' note in it.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { smsDate } from '../../../shared/decision-wordings.ts';
import { SMS_WORDINGS, type SmsWordingId } from '../../../shared/messages/sms-wordings.ts';
import { smtpProvider } from '../../email/smtp-provider.ts';
import { msg91Provider } from '../../sms/msg91-provider.ts';
import type { SmsProvider } from '../../sms/provider.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { postJson } from '../../test/requests.ts';

const flows: { template_id: string; recipients: Record<string, string>[] }[] = [];
const mails: { from: string; to: string[]; raw: string }[] = [];
let gateway: Server;
let mailServer: SMTPServer;
let api: TestApi;
let organiser: string;
let asha: Applicant;

/** Every wording has a flow at the stand-in: `tpl-<id>`. */
const templateIds = Object.fromEntries(Object.keys(SMS_WORDINGS).map((id) => [id, `tpl-${id}`])) as Record<
  SmsWordingId,
  string
>;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      flows.push(JSON.parse(raw));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'success' }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  mailServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
  const msg91 = msg91Provider({
    authKey: 'key',
    templateId: 'otp-tpl',
    templateIds,
    baseUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    countryCode: '91',
    expiryMinutes: 5,
  });
  // Codes go to the harness's recorder, so the tests sign in as usual; every other SMS goes through MSG91.
  const sms: SmsProvider = { ...msg91, sendOtp: (mobile, code) => api.sms.sendOtp(mobile, code) };
  const port = (mailServer.server.address() as AddressInfo).port;
  api = await createTestApi({
    sms,
    email: smtpProvider({ url: `smtp://127.0.0.1:${port}`, from: 'Launchpad 8 <noreply@launchpad.example>' }),
  });
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => gateway.close(resolve));
  await new Promise<void>((resolve) => mailServer.close(() => resolve()));
});
beforeEach(async () => {
  await api.reset();
  flows.length = 0;
  mails.length = 0;
  asha = await submitApplication(api, '9876543210', { name: 'Asha Mehta', startupName: 'Krishi Sense' });
  organiser = await signInOrganiser(api);
});

const LINK = 'https://launchpad.example/application';
const NOTE = 'Bring your deck on a pen drive to Hall B at 10 am.';

describeApi('a decision on both channels', () => {
  it('texts the registered template with separate variables and e-mails the note through a real SMTP server', async () => {
    const res = await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'ACCEPTED', note: NOTE },
      { token: organiser },
    );
    expect(res.status).toBe(200);
    await api.deps.smsOutbox.idle();

    const deadline = smsDate(new Date(api.clock.now + 72 * 3_600_000));
    expect(flows).toEqual([
      {
        template_id: 'tpl-ACCEPTED',
        short_url: '0',
        recipients: [{ mobiles: '919876543210', date: deadline, link: LINK }],
      },
    ]);
    for (const [name, value] of Object.entries(flows[0]!.recipients[0]!)) {
      if (name !== 'link') expect(value.length, name).toBeLessThanOrEqual(30);
    }
    expect(JSON.stringify(flows)).not.toContain('pen drive');

    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.from).toBe('noreply@launchpad.example');
    expect(mail!.to).toEqual(['asha@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Launchpad 8: your application is Accepted\r?$/m);
    expect(mail!.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail!.raw).toContain(NOTE);
    expect(mail!.raw).toContain('Action required: confirm your place by');
  });

  it('e-mails a decision once, whatever number of outbox runs and processes look at it', async () => {
    await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'WAITLISTED', note: NOTE },
      { token: organiser },
    );
    await Promise.all([api.deps.smsOutbox.idle(), api.deps.smsOutbox.idle()]);
    api.deps.smsOutbox.wake();
    await api.deps.smsOutbox.idle();
    expect(mails).toHaveLength(1);
    expect(flows).toHaveLength(1);
  });
});
