import { describe, expect, it } from 'vitest';
import type { ApiAnswer, SendOtpResponse, VerifyOtpResponse } from '../../../lib/api-client.ts';
import * as checks from './checks.ts';
import type { SignInEffects } from './flow-context.ts';
import { createSignInFlow } from './store.ts';

const user = { name: 'Asha', isProfileCompleted: true } as VerifyOtpResponse['user'];
const sent: ApiAnswer<SendOtpResponse> = { ok: true, status: 200, data: { message: 'OTP sent', resendAfter: 30 } };

/** A flow whose API answers are scripted and whose effects are recorded. */
function flowWith(answers: Partial<SignInEffects> = {}, returnTo: string | null = null) {
  const record = { sentTo: [] as string[], toasts: [] as string[], finished: [] as unknown[][] };
  let smsCode: (code: string) => void = () => undefined;
  const effects: SignInEffects = {
    sendOtp: async (mobile) => {
      record.sentTo.push(mobile);
      return sent;
    },
    proveWork: async () => 'solved',
    verifyOtp: async () => ({ ok: true, status: 200, data: { user, token: 'tok', message: 'Login successful' } }),
    loadChecks: async () => checks,
    toast: (message) => void record.toasts.push(message),
    finish: (...args) => void record.finished.push(args),
    receiveSmsCode: () => new Promise((resolve) => (smsCode = resolve)),
    returnTo: () => returnTo,
    now: () => 1_000_000,
    ...answers,
  };
  return { flow: createSignInFlow(effects), record, deliverSms: (code: string) => smsCode(code) };
}

type SignInStore = ReturnType<typeof createSignInFlow>['$signIn'];

/** The state of `step`, failing when the page shows the other one. */
function onStep<K extends 'phone' | 'otp'>($signIn: SignInStore, step: K) {
  const state = $signIn.get();
  if (state.step !== step) throw new Error(`On the ${state.step} step, not ${step}`);
  return state as Extract<typeof state, { step: K }>;
}

describe('sign-in flow', () => {
  it('sends the code to the national number of a pasted +91 phone and opens the code step', async () => {
    const { flow, record } = flowWith();
    flow.pastePhone('+91 98765-43210');
    expect(onStep(flow.$signIn, 'phone').phone).toBe('9876543210');
    await flow.submitPhone();
    expect(record.sentTo).toEqual(['9876543210']);
    expect(record.toasts).toEqual(['OTP sent successfully to your mobile number']);
    expect(flow.$signIn.get()).toMatchObject({ step: 'otp', mobile: '9876543210', busy: null, focus: 'otp' });
    // The resend cooldown is the API's 30 s.
    expect(onStep(flow.$signIn, 'otp').resendAt).toBe(1_000_000 + 30_000);
  });

  it('solves a challenge unseen when the API asks for one, sends again with it, and waits as long as the API says', async () => {
    const calls: (string | undefined)[] = [];
    const { flow, record } = flowWith({
      sendOtp: async (_mobile, altcha) => {
        calls.push(altcha);
        return altcha
          ? { ok: true, status: 200, data: { message: 'OTP sent', resendAfter: 120 } }
          : { ok: false, status: 429, data: { message: 'solve it', challengeRequired: true, powLevel: 3 } };
      },
      proveWork: async (level) => `solved-challenge-of-level-${level}`,
    });
    flow.setPhone('9876543210');
    await flow.submitPhone();
    // At the level the API asked for.
    expect(calls).toEqual([undefined, 'solved-challenge-of-level-3']);
    expect(record.toasts).toEqual(['OTP sent successfully to your mobile number']);
    expect(flow.$signIn.get()).toMatchObject({ step: 'otp', resendAt: 1_000_000 + 120_000 });
  });

  it('says sending failed, and stays on the number, when the challenge cannot be solved', async () => {
    const { flow, record } = flowWith({
      sendOtp: async () => ({ ok: false, status: 429, data: { message: 'solve it', challengeRequired: true } }),
      proveWork: async () => null,
    });
    flow.setPhone('9876543210');
    await flow.submitPhone();
    expect(record.toasts).toEqual(['An error occurred while sending OTP']);
    expect(flow.$signIn.get()).toMatchObject({ step: 'phone', busy: null });
  });

  it('reads a number typed with +91 and spaces, key by key, as the national number, and stops a bare one at 10 digits', () => {
    const { flow } = flowWith();
    let typed = '';
    for (const key of '+91 98000 00050') {
      typed = onStep(flow.$signIn, 'phone').phone + key;
      flow.setPhone(typed);
    }
    expect(onStep(flow.$signIn, 'phone').phone).toBe('9800000050');
    flow.setPhone('987654321012');
    expect(onStep(flow.$signIn, 'phone').phone).toBe('9876543210');
  });

  it('refuses a number that is not an Indian mobile without sending anything', async () => {
    const { flow, record } = flowWith();
    for (const [phone, phoneError] of [
      ['0123456789', 'Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9'],
      ['5876543210', 'Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9'],
      ['98765', 'Phone number must be exactly 10 digits'],
    ]) {
      flow.setPhone(phone!);
      await flow.submitPhone();
      expect(flow.$signIn.get()).toMatchObject({ step: 'phone', phoneError });
    }
    expect(record.sentTo).toEqual([]);
  });

  it('goes to the page asked for after sign-in, and only on this site', async () => {
    for (const [returnTo, destination] of [
      ['/application', '/application'],
      ['https://evil.example/x', '/'],
      ['//evil.example', '/'],
    ] as const) {
      const { flow, record } = flowWith({}, returnTo);
      flow.start();
      expect(flow.$signIn.get().notice).toBe('Please sign in to continue');
      flow.setPhone('9876543210');
      await flow.submitPhone();
      flow.setOtp('123456');
      await flow.submitOtp();
      expect(record.finished).toEqual([['tok', user, 'Login successful', destination]]);
    }
  });

  it('says nothing extra when the visitor came to /login by choice', () => {
    const { flow } = flowWith();
    flow.start();
    expect(flow.$signIn.get().notice).toBeUndefined();
  });

  it('marks a malformed code and a refused one, keeping the visitor on the code step', async () => {
    const refused: ApiAnswer<VerifyOtpResponse> = {
      ok: false,
      status: 401,
      data: { message: 'Invalid OTP. Please try again' },
    };
    const { flow, record } = flowWith({ verifyOtp: async () => refused });
    flow.setPhone('9876543210');
    await flow.submitPhone();
    flow.setOtp('12a');
    await flow.submitOtp();
    expect(flow.$signIn.get()).toMatchObject({ otpInvalid: true, busy: null });
    flow.setOtp('123456');
    expect(onStep(flow.$signIn, 'otp').otpInvalid).toBe(false);
    await flow.submitOtp();
    expect(record.toasts.slice(1)).toEqual(['Please enter a valid 6-digit OTP', 'Invalid OTP. Please try again']);
    expect(record.finished).toEqual([]);
    expect(flow.$signIn.get().step).toBe('otp');
  });

  it('fills in and verifies a code read from an origin-bound SMS', async () => {
    const { flow, record, deliverSms } = flowWith();
    flow.setPhone('9876543210');
    await flow.submitPhone();
    deliverSms('654321');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onStep(flow.$signIn, 'otp').otp).toBe('654321');
    expect(record.finished).toHaveLength(1);
  });

  it('starts over with Change Number, keeping why the visitor is here', async () => {
    const { flow } = flowWith({}, '/profile');
    flow.start();
    flow.setPhone('9876543210');
    await flow.submitPhone();
    flow.changeNumber();
    // The code step's number and wait are gone with it.
    expect(flow.$signIn.get()).toEqual({
      step: 'phone',
      phone: '',
      phoneError: undefined,
      busy: null,
      notice: 'Please sign in to continue',
      focus: 'phone',
      focusSeq: 2,
    });
  });

  it('after Change Number, going back to the number lets its code be entered without sending another', async () => {
    let now = 1_000_000;
    const { flow, record } = flowWith({ now: () => now });
    flow.setPhone('9876543210');
    await flow.submitPhone();
    flow.changeNumber();
    now += 10_000;
    flow.setPhone('98765 43210');
    await flow.submitPhone();
    expect(record.sentTo).toEqual(['9876543210']);
    expect(flow.$signIn.get()).toMatchObject({
      step: 'otp',
      mobile: '9876543210',
      // The resend wait is the first code's: 20 s of it are left.
      resendAt: 1_000_000 + 30_000,
      notice: 'A code was already sent to this number: enter it, or ask for a new one when the wait is over.',
    });

    // Another number gets its own code; a code older than its 5 minutes is not offered again.
    flow.changeNumber();
    flow.setPhone('9876500001');
    await flow.submitPhone();
    flow.changeNumber();
    now += 5 * 60_000;
    flow.setPhone('9876500001');
    await flow.submitPhone();
    expect(record.sentTo).toEqual(['9876543210', '9876500001', '9876500001']);
  });
});
