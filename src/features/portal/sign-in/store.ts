/**
 * The /login flow (docs/spec.md §2, §4, §5 and §8): mobile number, then the one-time code. The state and
 * every decision live here; the island only renders it and forwards events. Side effects (the API,
 * toasts, the SMS code reader, leaving the page) come in as `SignInEffects`, so the flow is tested
 * without a browser.
 */
import { map } from 'nanostores';
import type { ApiAnswer, SendOtpResponse, VerifyOtpResponse } from '../../../lib/api-client.ts';
import { signInDestination } from './destination.ts';
import { challengeAsked, challengeLevel } from '../common/challenge.ts';
import { sendOutcome, typedPhone, verifyOutcome } from './rules.ts';
import type { ToastKind } from '../../../lib/toast.ts';
import { SIGN_IN_MESSAGES } from '../../../shared/messages/sign-in.ts';
import { normaliseMobile } from '../../../shared/mobile.ts';
import { OTP_RULES } from '../../../shared/otp-rules.ts';

type SignInStep = 'phone' | 'otp';
type SignInBusy = 'send' | 'verify' | 'resend' | null;

interface SignInState {
  step: SignInStep;
  /** The phone field as typed or pasted. */
  phone: string;
  /** The 10-digit number the code went to. */
  mobile: string;
  otp: string;
  phoneError: string | undefined;
  otpInvalid: boolean;
  busy: SignInBusy;
  /** When a new code may be requested (epoch ms). */
  resendAt: number;
  /** Which input should have focus; `focusSeq` changes on every request so the same one can be asked twice. */
  focus: SignInStep | undefined;
  focusSeq: number;
  /** Why the visitor is here, when a portal page sent them ('Please sign in to continue'). */
  notice: string | undefined;
}

export interface SignInEffects {
  sendOtp(mobile: string, altcha?: string): Promise<ApiAnswer<SendOtpResponse> | null>;
  /** Fetches and solves a proof-of-work challenge unseen (a worker, loaded on first use): `altcha`, or null. */
  proveWork(level: number): Promise<string | null>;
  verifyOtp(mobile: string, otp: string): Promise<ApiAnswer<VerifyOtpResponse> | null>;
  /** The zod checks, loaded on first use (zod is too heavy for the page's first load). */
  loadChecks(): Promise<{ phoneError(value: string): string | undefined; otpError(value: string): string | undefined }>;
  toast(message: string, kind: ToastKind): void;
  /** Stores the session, queues the toast for the next page and goes there. */
  finish(token: string, user: VerifyOtpResponse['user'], toast: string, destination: string): void;
  /** The code from an incoming origin-bound SMS (WebOTP), or undefined where the browser cannot read it. */
  receiveSmsCode(signal: AbortSignal): Promise<string | undefined>;
  /** The page the visitor asked for before being sent to /login, if any. */
  returnTo(): string | null;
  now(): number;
}

const INITIAL: SignInState = {
  step: 'phone',
  phone: '',
  mobile: '',
  otp: '',
  phoneError: undefined,
  otpInvalid: false,
  busy: null,
  resendAt: 0,
  focus: undefined,
  focusSeq: 0,
  notice: undefined,
};

export function createSignInFlow(effects: SignInEffects) {
  const $signIn = map<SignInState>({ ...INITIAL });
  let smsReader: AbortController | undefined;
  /** The last code sent, kept across "Change Number": going back to that number lets its code be entered. */
  let lastCode: { mobile: string; sentAt: number; resendAt: number } | undefined;

  const focus = (step: SignInStep) =>
    $signIn.set({ ...$signIn.get(), focus: step, focusSeq: $signIn.get().focusSeq + 1 });
  const waitFor = (seconds: number | undefined) => {
    if (seconds) $signIn.setKey('resendAt', effects.now() + seconds * 1000);
  };

  const stopSmsReader = () => {
    smsReader?.abort();
    smsReader = undefined;
  };

  /** Where the browser can read an origin-bound SMS, the code fills itself in and is verified. */
  const listenForSms = () => {
    stopSmsReader();
    const reader = new AbortController();
    smsReader = reader;
    effects.receiveSmsCode(reader.signal).then(
      (code) => {
        if (!code || reader.signal.aborted || $signIn.get().step !== 'otp') return;
        setOtp(code);
        void submitOtp();
      },
      () => undefined, // no SMS read (dismissed, aborted, unsupported): the visitor types the code
    );
  };

  /** Asks for a code; when the API wants proof of work first, it is solved unseen and the request sent again. */
  const sendWithProof = async (mobile: string) => {
    const answer = await effects.sendOtp(mobile);
    if (!challengeAsked(answer)) return answer;
    const altcha = await effects.proveWork(challengeLevel(answer));
    return altcha ? effects.sendOtp(mobile, altcha) : null;
  };

  const requestCode = async (mobile: string): Promise<boolean> => {
    const outcome = sendOutcome(await sendWithProof(mobile));
    effects.toast(outcome.toast, outcome.sent ? 'success' : 'error');
    waitFor(outcome.sent ? outcome.resendAfterSeconds : outcome.retryAfterSeconds);
    if (outcome.sent) lastCode = { mobile, sentAt: effects.now(), resendAt: $signIn.get().resendAt };
    return outcome.sent;
  };

  /** Runs once the page is live: a visitor a portal page sent here is told why. */
  function start() {
    if (effects.returnTo()) $signIn.setKey('notice', SIGN_IN_MESSAGES.signInToContinue);
  }

  function setPhone(phone: string) {
    $signIn.set({ ...$signIn.get(), phone: typedPhone(phone), phoneError: undefined });
  }

  /** A pasted or dropped-in number ('+91 98765 43210') arrives as the national number it names. */
  function pastePhone(text: string) {
    setPhone(normaliseMobile(text));
  }

  function setOtp(otp: string) {
    $signIn.set({ ...$signIn.get(), otp, otpInvalid: false });
  }

  async function submitPhone() {
    if ($signIn.get().busy) return;
    $signIn.setKey('busy', 'send');
    const { phone } = $signIn.get();
    const error = (await effects.loadChecks()).phoneError(phone);
    if (error) {
      $signIn.set({ ...$signIn.get(), busy: null, phoneError: error });
      focus('phone');
      return;
    }
    const mobile = normaliseMobile(phone);
    // The code sent before "Change Number" still works: asking for another would only meet the resend wait.
    if (lastCode?.mobile === mobile && effects.now() - lastCode.sentAt < OTP_RULES.ttlMs) {
      $signIn.set({
        ...$signIn.get(),
        busy: null,
        step: 'otp',
        mobile,
        otp: '',
        otpInvalid: false,
        resendAt: lastCode.resendAt,
        notice: SIGN_IN_MESSAGES.codeAlreadySent,
      });
      focus('otp');
      listenForSms();
      return;
    }
    const sent = await requestCode(mobile);
    $signIn.setKey('busy', null);
    if (!sent) return;
    $signIn.set({ ...$signIn.get(), step: 'otp', mobile, otp: '', otpInvalid: false });
    focus('otp');
    listenForSms();
  }

  async function submitOtp() {
    const state = $signIn.get();
    if (state.busy) return;
    $signIn.setKey('busy', 'verify');
    const error = (await effects.loadChecks()).otpError(state.otp);
    if (error) {
      $signIn.set({ ...$signIn.get(), busy: null, otpInvalid: true });
      effects.toast(error, 'error');
      focus('otp');
      return;
    }
    const outcome = verifyOutcome(await effects.verifyOtp(state.mobile, state.otp.trim()));
    if (outcome.signedIn) {
      stopSmsReader();
      // Stays busy: the page is leaving.
      effects.finish(
        outcome.token,
        outcome.user,
        outcome.toast,
        signInDestination(effects.returnTo(), outcome.user, outcome.unseenDecision),
      );
      return;
    }
    $signIn.setKey('busy', null);
    effects.toast(outcome.toast, 'error');
    waitFor(outcome.retryAfterSeconds);
    focus('otp');
  }

  async function resend() {
    const { busy, mobile } = $signIn.get();
    if (busy) return;
    $signIn.setKey('busy', 'resend');
    if (await requestCode(mobile)) {
      $signIn.set({ ...$signIn.get(), otp: '', otpInvalid: false, notice: undefined });
      listenForSms();
    }
    $signIn.setKey('busy', null);
    focus('otp');
  }

  function changeNumber() {
    stopSmsReader();
    const { focusSeq, notice } = $signIn.get();
    $signIn.set({ ...INITIAL, notice, focus: 'phone', focusSeq: focusSeq + 1 });
  }

  return { $signIn, start, setPhone, pastePhone, setOtp, submitPhone, submitOtp, resend, changeNumber };
}
