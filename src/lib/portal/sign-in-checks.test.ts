import { describe, expect, it } from 'vitest';
import { otpError, phoneError } from './sign-in-checks.ts';

describe('sign-in checks', () => {
  it('requires a phone number of exactly ten digits', () => {
    expect(phoneError('')).toBe('Please enter phone number');
    expect(phoneError('   ')).toBe('Please enter phone number');
    expect(phoneError('98765')).toBe('Phone number must be exactly 10 digits');
    expect(phoneError('98765abcde')).toBe('Phone number must be exactly 10 digits');
    expect(phoneError('9876543210')).toBeUndefined();
    expect(phoneError(' 9876543210 ')).toBeUndefined();
  });

  it('accepts a code of exactly six digits after trimming', () => {
    expect(otpError('')).toBe('Please enter a valid 6-digit OTP');
    expect(otpError('12345')).toBe('Please enter a valid 6-digit OTP');
    expect(otpError(' 123456 ')).toBeUndefined();
    expect(otpError('12345a')).toBe('Please enter a valid 6-digit OTP');
  });
});
