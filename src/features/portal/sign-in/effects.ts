/**
 * The sign-in flow's effects in the browser: the API, toasts, WebOTP, the stored session and the
 * navigation to where the visitor goes next. Everything touching `window` runs only when called.
 */
import { sendOtp, verifyOtp } from '../../../lib/api-client.ts';
import { showToast, showToastAfterNavigation } from '../../../lib/toast.ts';
import { signIn } from '../../../stores/auth.ts';
import type { SignInEffects } from './flow-context.ts';
import { RETURN_TO_PARAM } from '../../../lib/portal/return-to.ts';

/** WebOTP's credential (not yet in TypeScript's DOM library). */
interface OtpCredential extends Credential {
  code: string;
}

export const browserSignInEffects: SignInEffects = {
  sendOtp,
  proveWork: async (level) => (await import('../common/proof-of-work.ts')).proveWork(level),
  verifyOtp,
  loadChecks: () => import('./checks.ts'),
  toast: (message, kind) => void showToast(message, kind),
  finish(token, user, toast, destination) {
    signIn(token, user);
    showToastAfterNavigation(toast);
    window.location.assign(destination);
  },
  async receiveSmsCode(signal) {
    if (!('OTPCredential' in window)) return undefined;
    const request = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions;
    const credential = (await navigator.credentials.get(request)) as OtpCredential | null;
    return credential?.code;
  },
  returnTo: () => new URLSearchParams(window.location.search).get(RETURN_TO_PARAM),
  now: () => Date.now(),
};
