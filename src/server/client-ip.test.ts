import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIpResolver } from './client-ip.ts';
import { parseEnv } from './env.ts';

const appWith = (trustedHops: number) => {
  const resolve = clientIpResolver(trustedHops);
  return new Hono().get('/', (c) => c.text(resolve(c)));
};

describe('client IP for the per-IP cap', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const res = await appWith(0).request('/', { headers: { 'X-Forwarded-For': '1.2.3.4' } });
    expect(await res.text()).toBe('unknown'); // no socket under app.request(); never the header
  });

  const ipFor = async (trustedHops: number, forwardedFor: string) =>
    (await appWith(trustedHops).request('/', { headers: { 'X-Forwarded-For': forwardedFor } })).text();

  it('takes the entry the trusted proxy appended (the rightmost with TRUST_PROXY=1), whatever the client wrote before it', async () => {
    expect(await ipFor(1, '203.0.113.50')).toBe('203.0.113.50');
    expect(await ipFor(1, '6.6.6.6, 203.0.113.50')).toBe('203.0.113.50');
    expect(await ipFor(1, '1.1.1.1,2.2.2.2 , 203.0.113.50')).toBe('203.0.113.50');
  });

  it('with TRUST_PROXY=2 takes the second entry from the right (CDN, then load balancer)', async () => {
    expect(await ipFor(2, '6.6.6.6, 203.0.113.50, 198.51.100.1')).toBe('203.0.113.50');
    expect(await ipFor(2, '203.0.113.50, 198.51.100.1')).toBe('203.0.113.50');
    // Fewer entries than trusted hops: the leftmost one.
    expect(await ipFor(2, '198.51.100.1')).toBe('198.51.100.1');
  });

  it('counts the socket address when the chosen entry is not an IP address, so made-up strings get no cap of their own', async () => {
    for (const forged of ['not-an-ip', '6.6.6.6, x-1', '203.0.113.500', '1.2.3.4 evil'])
      expect(await ipFor(1, forged)).toBe('unknown'); // the socket's address; app.request() has none
    expect(await ipFor(1, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('several X-Forwarded-For headers count as one list in order', async () => {
    const headers = new Headers();
    headers.append('X-Forwarded-For', '6.6.6.6');
    headers.append('X-Forwarded-For', '203.0.113.50');
    expect(await (await appWith(1).request('/', { headers })).text()).toBe('203.0.113.50');
  });
});

describe('environment', () => {
  it('defaults to loopback:4321, ./data, ./dist and the console providers', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 4321,
      HOST: '127.0.0.1',
      SMS_PROVIDER: 'console',
      EMAIL_PROVIDER: 'console',
      TRUST_PROXY: 0,
      OTP_IP_HOURLY_LIMIT: 400,
    });
    expect(() => parseEnv({ EMAIL_PROVIDER: 'smtp' })).toThrow(/EMAIL_PROVIDER=smtp needs SMTP_URL/);
    expect(() => parseEnv({ MSG91_STATUS_TEMPLATE_ID: 'x' })).toThrow(/MSG91_STATUS_TEMPLATE_ID is no longer read/);
    expect(env.DATA_DIR.endsWith('/data')).toBe(true);
    expect(env.SITE_DIR.endsWith('/dist')).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => parseEnv({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(0);
    expect(() => parseEnv({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to start in production without OTP_SECRET, naming it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/OTP_SECRET is required when NODE_ENV=production/);
    expect(parseEnv({ NODE_ENV: 'production', OTP_SECRET: 'a'.repeat(32) }).OTP_SECRET).toBe('a'.repeat(32));
    expect(parseEnv({}).OTP_SECRET).toBeUndefined();
  });

  it('keeps proof of work and the SMS limits on by default, and refuses OTP_POW=off in production', () => {
    expect(parseEnv({})).toMatchObject({
      OTP_POW: 'on',
      OTP_POW_IP_PER_HOUR: 3,
      OTP_POW_GLOBAL_PER_10MIN: 100,
      OTP_PREFIX_HOURLY_LIMIT: 20,
      SMS_DAILY_BUDGET: 2000,
      SMS_SIGNIN_RESERVE: 500,
      SMS_RELEASE_PER_MINUTE: 60,
    });
    expect(parseEnv({ SMS_DAILY_BUDGET: '40' }).SMS_SIGNIN_RESERVE).toBe(10);
    expect(() => parseEnv({ SMS_DAILY_BUDGET: '40', SMS_SIGNIN_RESERVE: '40' })).toThrow(
      /SMS_SIGNIN_RESERVE must be less than SMS_DAILY_BUDGET/,
    );
    expect(parseEnv({ OTP_POW: 'off' }).OTP_POW).toBe('off');
    expect(() => parseEnv({ NODE_ENV: 'production', OTP_SECRET: 'a'.repeat(32), OTP_POW: 'off' })).toThrow(
      /OTP_POW=off is refused when NODE_ENV=production/,
    );
    expect(() => parseEnv({ SMS_DAILY_BUDGET: '0' })).toThrow(/SMS_DAILY_BUDGET/);
  });
});
