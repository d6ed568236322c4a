/**
 * A flood of code requests from one client IP: past 4 sends in flight from one IP in a process,
 * the next is refused in memory, before it takes a database connection, whatever the database is doing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { postJson } from '../test/requests.ts';

const IP = '198.51.100.77';
let api: TestApi;
let deliver: typeof api.sms.sendOtp;

beforeAll(async () => {
  api = await createTestApi();
  deliver = api.sms.sendOtp;
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  // Sends from one IP to different numbers, none asking for proof of work: only the bound in flight refuses.
  api.deps.otpLimits.pow = false;
});
afterEach(() => {
  api.sms.sendOtp = deliver;
  api.deps.otpLimits.pow = true;
});

const send = (i: number, ip = IP) => postJson(api, '/otp', { mobile: `96000000${String(i).padStart(2, '0')}` }, { ip });

/** Holds every code at the SMS gateway until `release()`: the sends stay in flight with their rows written. */
function holdAtGateway() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  api.sms.sendOtp = async (mobile, code) => {
    held.push(mobile);
    await released;
    await deliver(mobile, code);
  };
  return { held, release };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describeApi('POST /api/otp: one IP flooding one process', () => {
  it('refuses a 5th send while 4 from its IP are in flight, without waiting for the database', async () => {
    const gateway = holdAtGateway();
    const inFlight = [1, 2, 3, 4].map((i) => send(i));
    await until(() => gateway.held.length === 4);
    // The IP's lock held elsewhere (on PGlite, the whole database): a send that reached the database would wait here.
    let unlock!: () => void;
    const unlocked = new Promise<void>((resolve) => (unlock = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = api.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${IP}`}))`);
      locked();
      await unlocked;
    });
    await lockTaken;
    const refused = await Promise.race([
      send(5),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    unlock();
    await holder;
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('1');
    expect(await refused?.json()).toEqual({ message: OTP_MESSAGES.ipCap, retryAfter: 1 });
    // Another IP is not held back by this one's bound.
    const other = send(6, '198.51.100.78');
    await until(() => gateway.held.length === 5);
    gateway.release();
    expect((await Promise.all([...inFlight, other])).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await api.counts()).toMatchObject({ otp_sends: 5, otp_codes: 5 });
    expect(api.sms.sent.map((s) => s.mobile).sort()).toEqual(
      ['9600000001', '9600000002', '9600000003', '9600000004', '9600000006'].sort(),
    );
    // The places came back: the IP sends again.
    expect((await send(7)).status).toBe(200);
  });

  it('gives the place of a send the gateway refused back, so 6 failures in a row each answer as one', async () => {
    api.sms.failing = true;
    for (let i = 1; i <= 6; i++) {
      const res = await send(i);
      expect([res.status, (await res.json()).message]).toEqual([502, OTP_MESSAGES.sendFailed]);
    }
    api.sms.failing = false;
    expect((await send(7)).status).toBe(200);
  });
});
