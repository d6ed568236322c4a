import { describe, expect, it } from 'vitest';
import { otpError, phoneError } from './checks.ts';

describe('sign-in checks', () => {
  it('requires a phone number of exactly ten digits', () => {
    expect(phoneError('')).toBe('Please enter phone number');
    expect(phoneError('   ')).toBe('Please enter phone number');
    expect(phoneError('98765')).toBe('Phone number must be exactly 10 digits');
    expect(phoneError('98765abcde')).toBe('Phone number must be exactly 10 digits');
    expect(phoneError('9876543210')).toBeUndefined();
    expect(phoneError(' 9876543210 ')).toBeUndefined();
  });

  it('reads pasted and autofilled numbers as the national number, Indian mobiles only', () => {
    for (const pasted of ['+91 98765 43210', '+91-98765-43210', '91 98765 43210', '098765 43210', '(98765) 43210']) {
      expect(phoneError(pasted)).toBeUndefined();
    }
    for (const refused of ['+1 98765 43210', '+91 98765 4321']) {
      expect(phoneError(refused)).toBe('Phone number must be exactly 10 digits');
    }
    // Ten digits, but no Indian mobile: the message says what is wrong.
    for (const refused of ['0123456789', '5876543210'])
      expect(phoneError(refused)).toBe('Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9');
  });

  it('accepts a code of exactly six digits after trimming', () => {
    expect(otpError('')).toBe('Please enter a valid 6-digit OTP');
    expect(otpError('12345')).toBe('Please enter a valid 6-digit OTP');
    expect(otpError(' 123456 ')).toBeUndefined();
    expect(otpError('12345a')).toBe('Please enter a valid 6-digit OTP');
  });
});
