/**
 * The first step of /login (docs/spec.md §2, §5, §8): the mobile number, typed or pasted, checked, and a code sent to
 * it; a code sent to the same number before "Change Number" is offered again instead of asking for another.
 */
import { SIGN_IN_MESSAGES } from '../../../shared/messages/sign-in.ts';
import { normaliseMobile } from '../../../shared/mobile.ts';
import { OTP_RULES } from '../../../shared/otp-rules.ts';
import { requestCode } from './code-request.ts';
import { openCodeStep } from './code-step.ts';
import type { SignInFlow } from './flow-context.ts';
import { typedPhone } from './rules.ts';
import { focusing, onStep } from './state.ts';

/** Runs once the page is live: a visitor a portal page sent here is told why. */
export function start({ effects, $signIn }: SignInFlow) {
  if (effects.returnTo()) $signIn.set({ ...$signIn.get(), notice: SIGN_IN_MESSAGES.signInToContinue });
}

export function setPhone({ $signIn }: SignInFlow, phone: string) {
  onStep($signIn, 'phone', (state) => ({ ...state, phone: typedPhone(phone), phoneError: undefined }));
}

/** A pasted or dropped-in number ('+91 98765 43210') arrives as the national number it names. */
export function pastePhone(flow: SignInFlow, text: string) {
  setPhone(flow, normaliseMobile(text));
}

export async function submitPhone(flow: SignInFlow) {
  const { effects, $signIn, memory } = flow;
  const state = $signIn.get();
  if (state.step !== 'phone' || state.busy) return;
  $signIn.set({ ...state, busy: 'send' });
  const error = (await effects.loadChecks()).phoneError(state.phone);
  if (error) return onStep($signIn, 'phone', (now) => focusing({ ...now, busy: null, phoneError: error }, 'phone'));
  const mobile = normaliseMobile(state.phone);
  // The code sent before "Change Number" still works: asking for another would only meet the resend wait.
  const { lastCode } = memory;
  if (lastCode?.mobile === mobile && effects.now() - lastCode.sentAt < OTP_RULES.ttlMs) {
    return openCodeStep(flow, mobile, lastCode.resendAt, SIGN_IN_MESSAGES.codeAlreadySent);
  }
  const resendAt = await requestCode(flow, mobile);
  if (resendAt === undefined) return onStep($signIn, 'phone', (now) => ({ ...now, busy: null }));
  openCodeStep(flow, mobile, resendAt, $signIn.get().notice);
}
