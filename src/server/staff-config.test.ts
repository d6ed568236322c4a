import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { rolesFromLists, staffCount } from './staff/roles.ts';
import { startServer } from './test/processes.ts';

describe('organiser and reviewer numbers at start-up', () => {
  it('reads Indian mobiles, and says how many of each are configured', () => {
    const env = parseEnv({ ORGANISER_MOBILES: '9000000001, 9000000003', REVIEWER_MOBILES: '9000000002,9000000003' });
    expect(env.ORGANISER_MOBILES).toEqual(['9000000001', '9000000003']);
    // A number in both lists is an organiser, so it is counted once.
    expect(staffCount(rolesFromLists(env.ORGANISER_MOBILES, env.REVIEWER_MOBILES))).toBe('2 organisers, 1 reviewer');
    expect(staffCount(rolesFromLists([], []))).toBe('0 organisers, 0 reviewers');
  });

  it('refuses a number that could never sign in, naming the variable and the number', () => {
    expect(() => parseEnv({ REVIEWER_MOBILES: '9000000002,1234567890' })).toThrow(
      'REVIEWER_MOBILES: 1234567890 is not an Indian mobile: each number must be 10 digits starting with 6, 7, 8 or 9',
    );
    expect(() => parseEnv({ ORGANISER_MOBILES: '+919000000001' })).toThrow('ORGANISER_MOBILES');
  });

  it('stops the server before it listens when a staff number is wrong', async () => {
    const started = startServer({ ORGANISER_MOBILES: '5000000001' }, { timeoutMs: 60_000 });
    await expect(started).rejects.toThrow(/ORGANISER_MOBILES: 5000000001 is not an Indian mobile/);
  });
});

describe('STAFF_PASSKEYS at start-up', () => {
  it('requires staff passkeys in production and makes them optional elsewhere, unless told', () => {
    const production = { NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32) };
    expect(parseEnv(production).STAFF_PASSKEYS).toBe('required');
    expect(parseEnv({ ...production, STAFF_PASSKEYS: 'optional' }).STAFF_PASSKEYS).toBe('optional');
    expect(parseEnv({}).STAFF_PASSKEYS).toBe('optional');
    expect(parseEnv({ STAFF_PASSKEYS: 'required' }).STAFF_PASSKEYS).toBe('required');
    expect(() => parseEnv({ STAFF_PASSKEYS: 'sometimes' })).toThrow('STAFF_PASSKEYS');
  });
});
