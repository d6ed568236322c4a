import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIpResolver } from './client-ip.ts';
import { parseEnv } from './env.ts';

const appWith = (trustProxy: boolean) => {
  const resolve = clientIpResolver(trustProxy);
  return new Hono().get('/', (c) => c.text(resolve(c)));
};

describe('client IP for the per-IP cap', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const res = await appWith(false).request('/', { headers: { 'X-Forwarded-For': '1.2.3.4' } });
    expect(await res.text()).toBe('unknown'); // no socket under app.request(); never the header
  });

  it('uses the first X-Forwarded-For entry behind a trusted proxy', async () => {
    const res = await appWith(true).request('/', { headers: { 'X-Forwarded-For': '1.2.3.4, 10.0.0.1' } });
    expect(await res.text()).toBe('1.2.3.4');
  });
});

describe('environment', () => {
  it('defaults to loopback:4321, ./data, ./dist and the console provider', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 4321,
      HOST: '127.0.0.1',
      SMS_PROVIDER: 'console',
      TRUST_PROXY: false,
      OTP_IP_HOURLY_LIMIT: 30,
    });
    expect(env.DATA_DIR.endsWith('/data')).toBe(true);
    expect(env.SITE_DIR.endsWith('/dist')).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => parseEnv({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
  });
});
