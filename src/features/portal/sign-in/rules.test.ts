import { describe, expect, it } from 'vitest';
import type { VerifyOtpResponse } from '../../../lib/api-client.ts';
import { formatMobile, secondsLeft, sendOutcome, verifyOutcome } from './rules.ts';

const user = { name: '', isProfileCompleted: false } as VerifyOtpResponse['user'];

describe('sign-in outcomes', () => {
  it('maps send-OTP answers to the spec toasts', () => {
    expect(sendOutcome({ ok: true, status: 200, data: { message: 'whatever', resendAfter: 60 } })).toEqual({
      sent: true,
      toast: 'OTP sent successfully to your mobile number',
      resendAfterSeconds: 60,
    });
    expect(sendOutcome({ ok: false, status: 429, data: { message: 'Please wait' }, retryAfterSeconds: 20 })).toEqual({
      sent: false,
      toast: 'Please wait',
      retryAfterSeconds: 20,
    });
    expect(sendOutcome({ ok: false, status: 500, data: {} })).toMatchObject({ toast: 'Failed to send OTP' });
    expect(sendOutcome(null)).toEqual({ sent: false, toast: 'An error occurred while sending OTP' });
  });

  it('hands back the session with the server message, else the spec toast', () => {
    const fresh = verifyOutcome({ ok: true, status: 200, data: { token: 't', user, message: '' } });
    expect(fresh).toMatchObject({ signedIn: true, toast: 'Login successful', token: 't', user });
    const returning = verifyOutcome({
      ok: true,
      status: 200,
      data: { token: 't', user: { ...user, isProfileCompleted: true }, message: 'Welcome back' },
    });
    expect(returning).toMatchObject({ toast: 'Welcome back' });
  });

  it('maps verify failures to the server message or the spec fallbacks', () => {
    expect(verifyOutcome({ ok: false, status: 401, data: { message: 'Invalid OTP' } })).toMatchObject({
      toast: 'Invalid OTP',
    });
    expect(verifyOutcome({ ok: false, status: 500, data: {} })).toMatchObject({ toast: 'OTP verification failed' });
    expect(verifyOutcome(null)).toEqual({ signedIn: false, toast: 'An error occurred while verifying OTP' });
  });

  it('counts whole seconds down to zero and formats the number', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(formatMobile('9876543210')).toBe('98765 43210');
  });
});
