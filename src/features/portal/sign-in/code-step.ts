/**
 * The second step of /login (docs/spec.md §2, §5, §8): the code sent to the number, typed or read from an
 * origin-bound SMS, verified; a new code once the wait is over; and "Change Number" back to the first step.
 */
import { signInDestination } from './destination.ts';
import type { CodeMemory, SignInFlow } from './flow-context.ts';
import { after, requestCode } from './code-request.ts';
import { verifyOutcome } from './rules.ts';
import { FIRST_STEP, focusing, onStep } from './state.ts';

function stopSmsReader(memory: CodeMemory) {
  memory.smsReader?.abort();
  memory.smsReader = undefined;
}

/** Where the browser can read an origin-bound SMS, the code fills itself in and is verified. */
function listenForSms(flow: SignInFlow) {
  const { effects, $signIn, memory } = flow;
  stopSmsReader(memory);
  const reader = new AbortController();
  memory.smsReader = reader;
  effects.receiveSmsCode(reader.signal).then(
    (code) => {
      if (!code || reader.signal.aborted || $signIn.get().step !== 'otp') return;
      setOtp(flow, code);
      void submitOtp(flow);
    },
    () => undefined, // no SMS read (dismissed, aborted, unsupported): the visitor types the code
  );
}

/** The code went to `mobile`: its step opens, the input focused, listening for the SMS. */
export function openCodeStep(flow: SignInFlow, mobile: string, resendAt: number, notice: string | undefined) {
  const { focusSeq } = flow.$signIn.get();
  flow.$signIn.set({
    step: 'otp',
    mobile,
    otp: '',
    otpInvalid: false,
    busy: null,
    resendAt,
    notice,
    focus: 'otp',
    focusSeq: focusSeq + 1,
  });
  listenForSms(flow);
}

export function setOtp({ $signIn }: SignInFlow, otp: string) {
  onStep($signIn, 'otp', (state) => ({ ...state, otp, otpInvalid: false }));
}

export async function submitOtp(flow: SignInFlow) {
  const { effects, $signIn, memory } = flow;
  const state = $signIn.get();
  if (state.step !== 'otp' || state.busy) return;
  $signIn.set({ ...state, busy: 'verify' });
  const error = (await effects.loadChecks()).otpError(state.otp);
  if (error) {
    onStep($signIn, 'otp', (now) => focusing({ ...now, busy: null, otpInvalid: true }, 'otp'));
    effects.toast(error, 'error');
    return;
  }
  const outcome = verifyOutcome(await effects.verifyOtp(state.mobile, state.otp.trim()));
  if (outcome.signedIn) {
    stopSmsReader(memory);
    // Stays busy: the page is leaving.
    effects.finish(
      outcome.token,
      outcome.user,
      outcome.toast,
      signInDestination(effects.returnTo(), outcome.user, outcome.unseenDecision),
    );
    return;
  }
  effects.toast(outcome.toast, 'error');
  const retryAt = after(effects, outcome.retryAfterSeconds);
  onStep($signIn, 'otp', (now) => focusing({ ...now, busy: null, resendAt: retryAt ?? now.resendAt }, 'otp'));
}

export async function resend(flow: SignInFlow) {
  const { $signIn } = flow;
  const state = $signIn.get();
  if (state.step !== 'otp' || state.busy) return;
  $signIn.set({ ...state, busy: 'resend' });
  const resendAt = await requestCode(flow, state.mobile);
  if (resendAt !== undefined && $signIn.get().step === 'otp') {
    onStep($signIn, 'otp', (now) => ({ ...now, otp: '', otpInvalid: false, notice: undefined, resendAt }));
    listenForSms(flow);
  }
  onStep($signIn, 'otp', (now) => focusing({ ...now, busy: null }, 'otp'));
}

/** Back to the number, keeping why the visitor is here; the code sent stays valid for that number (phone-step.ts). */
export function changeNumber({ $signIn, memory }: SignInFlow) {
  stopSmsReader(memory);
  const { focusSeq, notice } = $signIn.get();
  $signIn.set({ ...FIRST_STEP, notice, focus: 'phone', focusSeq: focusSeq + 1 });
}
