/**
 * What each action of the sign-in flow is handed: the effects (the API, toasts, the SMS code reader, leaving the
 * page), the page's state, and what the flow remembers between steps. Effects come in from outside, so the flow is
 * tested without a browser.
 */
import type { WritableAtom } from 'nanostores';
import type { ApiAnswer, SendOtpResponse, VerifyOtpResponse } from '../../../lib/api-client.ts';
import type { ToastKind } from '../../../lib/toast.ts';
import type { SignInState } from './state.ts';

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

/** What the flow remembers across steps, unseen on the page. */
export interface CodeMemory {
  /** Stops the wait for an origin-bound SMS. */
  smsReader: AbortController | undefined;
  /** The last code sent, kept across "Change Number": going back to that number lets its code be entered. */
  lastCode: { mobile: string; sentAt: number; resendAt: number } | undefined;
}

export interface SignInFlow {
  effects: SignInEffects;
  $signIn: WritableAtom<SignInState>;
  memory: CodeMemory;
}
