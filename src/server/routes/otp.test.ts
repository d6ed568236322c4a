import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { hashCode } from '../otp/codes.ts';
import { MessageResponseSchema, VerifyOtpResponseSchema } from '../../shared/api-types.ts';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { otpCodes, users } from '../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { solvedAltcha } from '../test/pow.ts';
import { postJson } from '../test/requests.ts';

const MOBILE = '9876543210';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const send = (mobile: unknown = MOBILE, ip?: string) => postJson(api, '/otp', { mobile }, { ip });
/** A send with a solved challenge, as the sign-in page sends it once the API asks for proof of work. */
const sendSolved = async (mobile = MOBILE, ip?: string) =>
  postJson(api, '/otp', { mobile, altcha: await solvedAltcha(api) }, { ip });
const verify = (otp: string, mobile = MOBILE) => postJson(api, '/verify-otp', { mobile, otp });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeApi('POST /api/otp', () => {
  it('sends a 6-digit code and answers 200 with the spec message', async () => {
    const res = await send();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'OTP sent successfully to your mobile number', resendAfter: 30 });
    expect(api.sms.sent).toHaveLength(1);
    expect(api.sms.sent[0]!.mobile).toBe(MOBILE);
    expect(api.sms.sent[0]!.code).toMatch(/^\d{6}$/);
  });

  it('accepts phoneNumber as the field name too', async () => {
    const res = await postJson(api, '/otp', { phoneNumber: MOBILE });
    expect(res.status).toBe(200);
    expect(api.sms.sent[0]!.mobile).toBe(MOBILE);
  });

  it('stores only an HMAC of the code, never the code', async () => {
    await send();
    const code = api.sms.lastCode(MOBILE);
    const [row] = await api.deps.db.select().from(otpCodes).where(eq(otpCodes.mobile, MOBILE));
    expect(row!.codeHmac).toBe(hashCode(api.deps.otpSecret, MOBILE, code));
    expect(row!.codeHmac).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('draws codes from the whole 6-digit range (CSPRNG, zero-padded)', async () => {
    const { generateCode } = await import('../otp/codes.ts');
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it.each([
    [{}, 'Please enter phone number'],
    [{ mobile: '' }, 'Please enter phone number'],
    [{ mobile: '98765' }, 'Phone number must be exactly 10 digits'],
    [{ mobile: '0123456789' }, 'Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9'],
    [{ mobile: '5876543210' }, 'Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9'],
    [{ mobile: '+1 987 654 3210' }, 'Phone number must be exactly 10 digits'],
    [{ mobile: '+91 98765 4321' }, 'Phone number must be exactly 10 digits'],
    [{ mobile: '0091 98765 43210' }, 'Phone number must be exactly 10 digits'],
    [{ mobile: ['9876543210'] }, 'Please enter phone number'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const res = await postJson(api, '/otp', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect((await api.counts()).otp_codes).toBe(0);
    expect(api.sms.sent).toHaveLength(0);
  });

  it.each(['+91 98765 43210', '+91-98765-43210', '919876543210', '098765 43210', ' 98765 43210 '])(
    'reads %j as the national number 9876543210, for the code and for its check',
    async (pasted) => {
      const res = await postJson(api, '/otp', { mobile: pasted });
      expect(MessageResponseSchema.parse(await res.json())).toEqual({ message: OTP_MESSAGES.sent });
      expect(api.sms.sent.map((s) => s.mobile)).toEqual([MOBILE]);
      const verified = await postJson(api, '/verify-otp', { mobile: pasted, otp: api.sms.lastCode(MOBILE) });
      expect(verified.status).toBe(200);
      expect(VerifyOtpResponseSchema.parse(await verified.json()).user.mobile).toBe(MOBILE);
      expect((await api.deps.db.select().from(users)).map((u) => u.mobile)).toEqual([MOBILE]);
    },
  );

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await postJson(api, '/otp', '{"mobile": ');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Malformed JSON in request body');
  });

  it('gives a known and an unknown number the same answer', async () => {
    await api.deps.db.insert(users).values({ mobile: '9000000001', createdAt: new Date(), updatedAt: new Date() });
    const known = await send('9000000001');
    const unknown = await send('9000000002');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
  });

  it('refuses a resend within 30 s with 429 and Retry-After, allows it after', async () => {
    expect((await send()).status).toBe(200);
    api.clock.advance(10_000);
    const before = await api.counts();
    const early = await send();
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    expect(await early.json()).toEqual({ message: OTP_MESSAGES.cooldown, retryAfter: 20 });
    expect(api.sms.sent).toHaveLength(1);
    expect(await api.counts()).toEqual(before);
    api.clock.advance(20_000);
    expect((await sendSolved()).status).toBe(200);
    expect(api.sms.sent).toHaveLength(2);
  });

  it('replaces an older code with a newer one', async () => {
    await send();
    const first = api.sms.lastCode(MOBILE);
    api.clock.advance(30_000);
    await sendSolved();
    const second = api.sms.lastCode(MOBILE);
    expect((await api.counts()).otp_codes).toBe(1);
    if (first !== second) {
      const old = await verify(first);
      expect(old.status).toBe(401);
    }
    expect((await verify(second)).status).toBe(200);
  });

  it('without proof of work, allows at most 5 sends per number per hour, 4 minutes apart at most', async () => {
    const unproven = await createTestApi({ otpLimits: { ...api.deps.otpLimits, pow: false } });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await postJson(unproven, '/otp', { mobile: MOBILE })).status).toBe(200);
        unproven.clock.advance(4 * 60_000);
      }
      const before = await unproven.counts();
      const sixth = await postJson(unproven, '/otp', { mobile: MOBILE });
      expect(sixth.status).toBe(429);
      expect(await unproven.counts()).toEqual(before);
      // The first send was 20 minutes ago: the window frees up 40 minutes from now.
      expect(sixth.headers.get('retry-after')).toBe(String(40 * 60));
      expect((await sixth.json()).message).toBe(OTP_MESSAGES.hourlyCap);
      expect(unproven.sms.sent).toHaveLength(5);
      unproven.clock.advance(40 * 60_000);
      expect((await postJson(unproven, '/otp', { mobile: MOBILE })).status).toBe(200);
    } finally {
      await unproven.close();
    }
  });

  it('caps sends per client IP across numbers', async () => {
    const limited = await createTestApi({ ipHourlyLimit: 3 });
    try {
      const at = (mobile: string, ip: string) => postJson(limited, '/otp', { mobile }, { ip });
      for (const m of ['9000000001', '9000000002', '9000000003'])
        expect((await at(m, '198.51.100.1')).status).toBe(200);
      const before = await limited.counts();
      const over = await at('9000000004', '198.51.100.1');
      expect(over.status).toBe(429);
      expect(await limited.counts()).toEqual(before);
      expect(over.headers.get('retry-after')).toBe('3600');
      expect((await over.json()).message).toBe(OTP_MESSAGES.ipCap);
      expect((await at('9000000004', '198.51.100.2')).status).toBe(200);
      expect(limited.sms.sent).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });

  it('forgets the code when the SMS gateway fails, so the user can retry at once', async () => {
    api.sms.failing = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await send();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'Failed to send OTP' });
    expect(await api.counts()).toMatchObject({ otp_codes: 0, otp_sends: 0 });
    api.sms.failing = false;
    expect((await send()).status).toBe(200);
  });

  it('keeps the earlier code alive when the gateway fails to send its replacement', async () => {
    await send();
    const delivered = api.sms.lastCode(MOBILE);
    api.clock.advance(30_000);
    api.sms.failing = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await sendSolved()).status).toBe(502);
    logged.mockRestore();
    api.sms.failing = false;
    expect(await api.counts()).toMatchObject({ otp_codes: 1, otp_sends: 1 });
    expect((await verify(delivered)).status).toBe(200);
  });
});

describeApi('POST /api/verify-otp', () => {
  it('signs in a new number: 200 with user, token and message; the user is created', async () => {
    await send();
    const res = await verify(api.sms.lastCode(MOBILE));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Login successful');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      mobile: MOBILE,
      isProfileCompleted: false,
      isApplicationSubmitted: false,
      role: 'PARTICIPATOR',
    });
    expect((await api.counts()).users).toBe(1);
  });

  it('is single use', async () => {
    await send();
    const code = api.sms.lastCode(MOBILE);
    expect((await verify(code)).status).toBe(200);
    const again = await verify(code);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: OTP_MESSAGES.expired });
  });

  it('expires after 5 minutes', async () => {
    await send();
    const code = api.sms.lastCode(MOBILE);
    api.clock.advance(5 * 60_000);
    const res = await verify(code);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: OTP_MESSAGES.expired });
    expect((await api.counts()).users).toBe(0);
  });

  it('still works just before 5 minutes', async () => {
    await send();
    api.clock.advance(5 * 60_000 - 1000);
    expect((await verify(api.sms.lastCode(MOBILE))).status).toBe(200);
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    await send();
    const code = api.sms.lastCode(MOBILE);
    for (let i = 0; i < 5; i++) {
      const res = await verify(wrongCode(code));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: OTP_MESSAGES.wrong });
    }
    const locked = await verify(code);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('30');
    expect(await locked.json()).toEqual({ message: OTP_MESSAGES.locked, retryAfter: 30 });
    expect((await api.counts()).users).toBe(0);
    // A new code works again.
    api.clock.advance(30_000);
    await sendSolved();
    expect((await verify(api.sms.lastCode(MOBILE))).status).toBe(200);
  });

  it('counts concurrent wrong guesses exactly', async () => {
    await send();
    const code = api.sms.lastCode(MOBILE);
    const results = await Promise.all(Array.from({ length: 12 }, () => verify(wrongCode(code))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await verify(code)).status).toBe(429);
  });

  it.each([
    [{ mobile: MOBILE }, 'Please enter a valid 6-digit OTP'],
    [{ mobile: MOBILE, otp: '12345' }, 'Please enter a valid 6-digit OTP'],
    [{ mobile: MOBILE, otp: 'abcdef' }, 'Please enter a valid 6-digit OTP'],
    [{ otp: '123456' }, 'Please enter phone number'],
    [{ mobile: '123', otp: '123456' }, 'Phone number must be exactly 10 digits'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    await send();
    const res = await postJson(api, '/verify-otp', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await api.counts()).toMatchObject({ users: 0, sessions: 0 });
  });

  it('accepts a code with surrounding spaces (trimmed)', async () => {
    await send();
    expect((await verify(` ${api.sms.lastCode(MOBILE)} `)).status).toBe(200);
  });

  it('a code for one number does not work for another', async () => {
    await send('9000000001');
    const res = await verify(api.sms.lastCode('9000000001'), '9000000002');
    expect(res.status).toBe(401);
    expect((await api.counts()).users).toBe(0);
  });
});
