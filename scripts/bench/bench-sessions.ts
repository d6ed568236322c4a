import { randomInt } from 'node:crypto';
import { SAMPLE_PROFILE } from '../../e2e/support/api.ts';
import { otpLinePattern } from '../../src/server/sms/console-provider.ts';
import { BENCH_JUDGE, BENCH_ORGANISER, type Visitor } from './site-pages.ts';

/** What sign-in stores in localStorage. */
export interface StoredSession {
  token: string;
  user: Record<string, unknown>;
}

/**
 * Signs real users in through the API the way a visitor does, reading each code from the server's
 * output (the console SMS provider prints one line per code), so portal pages are measured in the state
 * a visitor sees them in rather than as the redirect to /login a signed-out visitor gets.
 */
export async function benchSessions(
  base: string,
  serverOutput: () => string,
): Promise<Record<Exclude<Visitor, 'anonymous'>, StoredSession>> {
  const newUser = await signIn(base, serverOutput);
  const completed = await signIn(base, serverOutput);
  const saved = await post(base, '/api/user-details', SAMPLE_PROFILE, completed.token);
  const organiser = await signIn(base, serverOutput, BENCH_ORGANISER);
  // A judge is invited in the workspace (no environment list names judges), then signs in like anyone.
  await post(
    base,
    '/api/organiser/staff',
    { mobile: BENCH_JUDGE, name: 'Bench judge', role: 'JUDGE' },
    organiser.token,
    201,
  );
  const judge = await signIn(base, serverOutput, BENCH_JUDGE);
  return { 'new-user': newUser, 'profile-completed': { token: completed.token, user: saved.user }, organiser, judge };
}

async function signIn(
  base: string,
  serverOutput: () => string,
  mobile = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
): Promise<StoredSession> {
  await post(base, '/api/otp', { mobile });
  const otp = await codeFor(mobile, serverOutput);
  const { token, user } = await post(base, '/api/verify-otp', { mobile, otp });
  return { token, user };
}

async function codeFor(mobile: string, serverOutput: () => string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const match = otpLinePattern(mobile).exec(serverOutput());
    if (match) return match[2]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server printed no code for ${mobile}`);
}

async function post(base: string, path: string, body: unknown, token?: string, status = 200) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== status) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}
