/** Solving the API's proof-of-work challenges in tests, as the sign-in page's worker does. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { type PowChallenge, PowChallengeSchema } from '../../shared/pow.ts';
import type { TestApi } from './harness.ts';

/** The `altcha` field for a solved `challenge`: base64 JSON of `{challenge, solution}`, as the widget sends it. */
export async function solve(challenge: PowChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge from GET /api/otp/challenge, of `level`. */
export async function fetchChallenge(api: TestApi, level = 1): Promise<PowChallenge> {
  const res = await api.app.request(`/api/otp/challenge?level=${level}`);
  if (res.status !== 200) throw new Error(`challenge failed: ${res.status} ${await res.text()}`);
  return PowChallengeSchema.parse(await res.json());
}

/** A fresh challenge of `level`, solved: what a client sends as `altcha`. */
export const solvedAltcha = async (api: TestApi, level = 1) => solve(await fetchChallenge(api, level));
