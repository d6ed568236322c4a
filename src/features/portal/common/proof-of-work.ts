/**
 * Proof of work before a costly code (docs/api.md): fetches a challenge and solves it in a worker, so the page
 * stays responsive and the visitor notices nothing. Loaded only when the API asks for one, with the worker.
 */
import type { AltchaPayload, PowChallenge } from '../../../shared/pow.ts';
import { type ApiAnswer, type SendOtpResponse, sendOtp } from '../../../lib/api-client.ts';
import { challengeAsked, challengeLevel } from './challenge.ts';

/** Solving runs far under a second; past this something is wrong and the send is given up. */
const SOLVE_TIMEOUT_MS = 30_000;

async function fetchChallenge(level: number): Promise<PowChallenge | null> {
  try {
    const res = await fetch(`/api/otp/challenge?level=${level}`, { headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as PowChallenge) : null;
  } catch {
    return null;
  }
}

/**
 * The `altcha` field for POST /api/otp: base64 JSON of a challenge of `level` (what the API asked for) and its
 * solution, or null when unsolved.
 */
export async function proveWork(level = 1): Promise<string | null> {
  const challenge = await fetchChallenge(level);
  if (!challenge) return null;
  const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
  try {
    const solution = await new Promise<AltchaPayload['solution'] | null>((resolve) => {
      worker.onmessage = (event: MessageEvent<AltchaPayload['solution'] | null>) => resolve(event.data);
      worker.onerror = () => resolve(null);
      worker.postMessage({ challenge, timeout: SOLVE_TIMEOUT_MS });
    });
    if (!solution) return null;
    const payload: AltchaPayload = { challenge, solution };
    return btoa(JSON.stringify(payload));
  } finally {
    worker.terminate();
  }
}

/**
 * POST /api/otp as the sign-in page sends it: when the API asks for proof of work first, it is solved unseen
 * and the request sent again. For codes asked outside the sign-in flow (confirming an account's deletion).
 */
export async function sendOtpWithProof(mobile: string): Promise<ApiAnswer<SendOtpResponse> | null> {
  const answer = await sendOtp(mobile);
  if (!challengeAsked(answer)) return answer;
  const altcha = await proveWork(challengeLevel(answer));
  return altcha ? sendOtp(mobile, altcha) : null;
}
