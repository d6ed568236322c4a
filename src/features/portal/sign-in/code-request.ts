/** Asking the API for a code (docs/spec.md §8), for the first step and for a resend alike. */
import { challengeAsked, challengeLevel } from '../common/challenge.ts';
import type { SignInEffects, SignInFlow } from './flow-context.ts';
import { sendOutcome } from './rules.ts';
import { onStep } from './state.ts';

/** Asks for a code; when the API wants proof of work first, it is solved unseen and the request sent again. */
async function sendWithProof(effects: SignInEffects, mobile: string) {
  const answer = await effects.sendOtp(mobile);
  if (!challengeAsked(answer)) return answer;
  const altcha = await effects.proveWork(challengeLevel(answer));
  return altcha ? effects.sendOtp(mobile, altcha) : null;
}

/** When `seconds` from now is (epoch ms), or undefined when the API named no wait. */
export const after = (effects: SignInEffects, seconds: number | undefined) =>
  seconds ? effects.now() + seconds * 1000 : undefined;

/**
 * Asks for a code to `mobile` and toasts how that went. Sent: answers when another may be asked for (epoch ms).
 * Refused with a wait while the code step shows: its resend waits that long.
 */
export async function requestCode({ effects, $signIn, memory }: SignInFlow, mobile: string) {
  const outcome = sendOutcome(await sendWithProof(effects, mobile));
  effects.toast(outcome.toast, outcome.sent ? 'success' : 'error');
  if (!outcome.sent) {
    const retryAt = after(effects, outcome.retryAfterSeconds);
    if (retryAt) onStep($signIn, 'otp', (state) => ({ ...state, resendAt: retryAt }));
    return undefined;
  }
  const resendAt = effects.now() + outcome.resendAfterSeconds * 1000;
  memory.lastCode = { mobile, sentAt: effects.now(), resendAt };
  return resendAt;
}
