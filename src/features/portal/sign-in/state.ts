/**
 * What /login shows, as one of its two steps: the mobile number, or the code sent to it. Each step carries only what it
 * shows (the number's error on the first, the code, its mark and the resend wait on the second), and what may be busy
 * on it. The actions that move between them are in phone-step.ts and code-step.ts.
 */
import type { WritableAtom } from 'nanostores';

type Step = 'phone' | 'otp';

interface Shared {
  /** Which input should have focus; `focusSeq` changes on every request so the same one can be asked twice. */
  focus: Step | undefined;
  focusSeq: number;
  /** Why the visitor is here, when a portal page sent them ('Please sign in to continue'), or news about the code. */
  notice: string | undefined;
}

export interface PhoneStep extends Shared {
  step: 'phone';
  /** The phone field as typed or pasted. */
  phone: string;
  phoneError: string | undefined;
  busy: 'send' | null;
}

interface CodeStep extends Shared {
  step: 'otp';
  /** The 10-digit number the code went to. */
  mobile: string;
  otp: string;
  otpInvalid: boolean;
  busy: 'verify' | 'resend' | null;
  /** When a new code may be requested (epoch ms). */
  resendAt: number;
}

export type SignInState = PhoneStep | CodeStep;

export const FIRST_STEP: PhoneStep = {
  step: 'phone',
  phone: '',
  phoneError: undefined,
  busy: null,
  focus: undefined,
  focusSeq: 0,
  notice: undefined,
};

/** The same state, asking for focus on `step`'s input. */
export const focusing = <S extends SignInState>(state: S, step: Step): S => ({
  ...state,
  focus: step,
  focusSeq: state.focusSeq + 1,
});

/** Changes the state while the page is on `step`; an answer that arrives after the visitor left it changes nothing. */
export function onStep<K extends Step>(
  $signIn: WritableAtom<SignInState>,
  step: K,
  change: (state: Extract<SignInState, { step: K }>) => Extract<SignInState, { step: K }>,
) {
  const state = $signIn.get();
  if (state.step === step) $signIn.set(change(state as Extract<SignInState, { step: K }>));
}
