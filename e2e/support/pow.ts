import type { APIRequestContext, APIResponse } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { type PowChallenge, PowChallengeSchema } from '../../src/shared/pow.ts';

/**
 * POST /api/otp the way the sign-in page does it: when the API asks for proof of work (the suite signs many
 * numbers in from 127.0.0.1, past OTP_POW_IP_PER_HOUR), a challenge is solved and the request sent again.
 */
export async function sendOtpSolving(request: APIRequestContext, mobile: string): Promise<APIResponse> {
  const first = await request.post('/api/otp', { data: { mobile } });
  const asked =
    first.status() === 429 ? ((await first.json()) as { challengeRequired?: boolean; powLevel?: number }) : {};
  if (!asked.challengeRequired) return first;
  const res = await request.get(`/api/otp/challenge?level=${asked.powLevel ?? 1}`);
  const challenge: PowChallenge = PowChallengeSchema.parse(await res.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return request.post('/api/otp', { data: { mobile, altcha } });
}
