/**
 * The /login flow (docs/spec.md §2, §4, §5 and §8): mobile number, then the one-time code. The state (state.ts) and
 * the actions of each step (phone-step.ts, code-step.ts) live beside this file; the island only renders the state and
 * forwards events. Side effects come in as `SignInEffects`, so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import { changeNumber, resend, setOtp, submitOtp } from './code-step.ts';
import type { SignInEffects, SignInFlow } from './flow-context.ts';
import { pastePhone, setPhone, start, submitPhone } from './phone-step.ts';
import { FIRST_STEP, type SignInState } from './state.ts';

export function createSignInFlow(effects: SignInEffects) {
  const flow: SignInFlow = {
    effects,
    $signIn: atom<SignInState>(FIRST_STEP),
    memory: { smsReader: undefined, lastCode: undefined },
  };
  return {
    $signIn: flow.$signIn,
    start: () => start(flow),
    setPhone: (phone: string) => setPhone(flow, phone),
    pastePhone: (text: string) => pastePhone(flow, text),
    setOtp: (otp: string) => setOtp(flow, otp),
    submitPhone: () => submitPhone(flow),
    submitOtp: () => submitOtp(flow),
    resend: () => resend(flow),
    changeNumber: () => changeNumber(flow),
  };
}
