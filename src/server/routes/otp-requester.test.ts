/**
 * A code is bound to the browser that asked for it (docs/api.md, "The owner of a flooded number"): guesses from that
 * browser and from everyone else are counted apart, so a stranger can never burn the owner's code.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { otpCodes } from '../db/schema.ts';
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

/** The cookie a send sets, as the browser sends it back: 'otp_requester=…'. */
const requesterCookie = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

/** The owner's browser asks for a code (solving a challenge when asked) and keeps the cookie it is given. */
async function ownerAsks(ip = '198.51.100.9'): Promise<{ cookie: string; code: string }> {
  let res = await postJson(api, '/otp', { mobile: MOBILE }, { ip });
  if (res.status === 429 && (await res.clone().json()).challengeRequired) {
    res = await postJson(api, '/otp', { mobile: MOBILE, altcha: await solvedAltcha(api) }, { ip });
  }
  expect(res.status).toBe(200);
  return { cookie: requesterCookie(res), code: api.sms.lastCode(MOBILE) };
}

/** A guess at the code, from a browser carrying `cookie` (none by default), from `ip`. */
const guess = (otp: string, { cookie, ip }: { cookie?: string; ip?: string } = {}) =>
  postJson(api, '/verify-otp', { mobile: MOBILE, otp }, { ip, headers: cookie ? { Cookie: cookie } : {} });

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const statuses = async (results: Response[]) => results.map((r) => r.status).sort();

describeApi('POST /api/otp: the requester cookie', () => {
  it('hands the asking browser an HttpOnly, SameSite=Strict cookie for /api/verify-otp alone, for the code’s 5 minutes', async () => {
    const res = await postJson(api, '/otp', { mobile: MOBILE });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^otp_requester=[A-Za-z0-9_-]{43}; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=300',
      'Path=/api/verify-otp',
      'SameSite=Strict',
      'Secure',
    ]);
    // Only the id's hash is kept with the code.
    const [row] = await api.deps.db.select().from(otpCodes);
    const id = requesterCookie(res).slice('otp_requester='.length);
    expect(row!.requesterHash).toBe(createHash('sha256').update(id).digest('hex'));
  });

  it('leaves Secure off where the site is served over plain HTTP, and sets no cookie on a refused send', async () => {
    const plain = await createTestApi({ siteUrl: 'http://localhost:4321' });
    try {
      const sent = await postJson(plain, '/otp', { mobile: MOBILE });
      expect(sent.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict$/);
      expect(sent.headers.get('set-cookie')).not.toContain('Secure');
      const refused = await postJson(plain, '/otp', { mobile: MOBILE });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('set-cookie')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describeApi('POST /api/verify-otp: guesses counted per requester', () => {
  it('lets the owner sign in although an attacker on many IPs guesses wrong after every code', async () => {
    for (let round = 0; round < 4; round++) {
      const { cookie, code } = await ownerAsks();
      const attack = await Promise.all(
        Array.from({ length: 20 }, (_, i) => guess(wrong(code), { ip: `203.0.113.${20 * round + i}` })),
      );
      expect(await statuses(attack)).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      expect(await attack.find((r) => r.status === 429)!.json()).toMatchObject({ message: OTP_MESSAGES.locked });
      const signedIn = await guess(code, { cookie });
      expect(signedIn.status).toBe(200);
      expect((await signedIn.json()).message).toBe('Login successful');
      api.clock.advance(240_000);
    }
    expect((await api.counts()).sessions).toBe(4);
  });

  it('compares at most 10 guesses per code: 5 from anyone else, then 5 from its requester, after which it is dead', async () => {
    const { cookie, code } = await ownerAsks();
    const others = await Promise.all(
      Array.from({ length: 12 }, (_, i) => guess(wrong(code), { ip: `203.0.113.${i}` })),
    );
    expect(await statuses(others)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    // Another browser's cookie is not the requester's.
    const elsewhere = await postJson(api, '/otp', { mobile: '9123456789' });
    expect((await guess(code, { cookie: requesterCookie(elsewhere) })).status).toBe(429);
    const own = await Promise.all(Array.from({ length: 12 }, () => guess(wrong(code), { cookie })));
    expect(await statuses(own)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    const [row] = await api.deps.db.select().from(otpCodes).where(eq(otpCodes.mobile, MOBILE));
    expect(row).toMatchObject({ attempts: 5, othersAttempts: 5 });
    // The right code now opens nothing, from the requester or anyone.
    expect(await (await guess(code, { cookie })).json()).toEqual({ message: OTP_MESSAGES.locked, retryAfter: 30 });
    expect((await guess(code)).status).toBe(429);
    expect((await api.counts()).sessions).toBe(0);
  });

  it('kills the code for everyone after its requester’s 5 wrong guesses', async () => {
    const { cookie, code } = await ownerAsks();
    for (let i = 0; i < 5; i++) expect((await guess(wrong(code), { cookie })).status).toBe(401);
    expect((await guess(code)).status).toBe(429);
    expect((await guess(code, { cookie })).status).toBe(429);
    expect((await api.counts()).sessions).toBe(0);
  });

  it('signs in the right code typed on a second device, until strangers spend the others’ 5 tries', async () => {
    const first = await ownerAsks();
    const onPhone = await guess(first.code, { ip: '198.51.100.77' });
    expect(onPhone.status).toBe(200);

    api.clock.advance(30_000);
    const { cookie, code } = await ownerAsks();
    for (let i = 0; i < 5; i++) await guess(wrong(code), { ip: `203.0.113.${i}` });
    expect((await guess(code, { ip: '198.51.100.77' })).status).toBe(429);
    // The browser that asked still signs in.
    expect((await guess(code, { cookie })).status).toBe(200);
  });
});
