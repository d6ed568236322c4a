import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onError } from './errors.ts';
import { logSafe, maskMobile, quoted } from './log-safe.ts';

afterEach(() => vi.restoreAllMocks());

describe('what the server logs', () => {
  it('escapes control characters, so one event is always one line', () => {
    expect(logSafe('a\nb\r\tc\u0000d\u2028e')).toBe('a\\nb\\r\\tc\\u0000d\\u2028e');
    expect(logSafe(new Error('boom'))).not.toContain('\n');
  });

  it('quotes a value a person wrote, every line break and control character escaped', () => {
    expect(quoted('Asha "A" \\ Mehta\n[sms]\u2028\u0085')).toBe('"Asha \\"A\\" \\\\ Mehta\\n[sms]\\u2028\\u0085"');
  });

  it('masks mobiles to their first and last two digits', () => {
    expect(maskMobile('9876543210')).toBe('98xxxxxx10');
  });

  it('writes a request path with an encoded newline as one line: no forged "[sms] OTP for" line', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    const app = new Hono().onError(onError);
    app.get('*', () => {
      throw new Error('unexpected\nsecond line');
    });
    const res = await app.request('/api/x%0A[sms]%20OTP%20for%209876543210:%20123456');
    expect(res.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(lines[0]).toContain('/api/x\\n[sms] OTP for 9876543210: 123456');
  });
});
