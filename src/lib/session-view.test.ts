import { describe, expect, it } from 'vitest';
import { accountLabel, authView, displayName, NAMELESS_ACCOUNT_LABEL, isStaff } from './session-view.ts';

describe('authView', () => {
  it('is signed in only with both a token and a user', () => {
    expect(authView('t', { name: 'A' })).toBe('in');
    expect(authView(undefined, undefined)).toBe('out');
    expect(authView('t', undefined)).toBe('partial');
    expect(authView(undefined, { name: 'A' })).toBe('partial');
  });
});

describe('accountLabel', () => {
  it('names staff without a profile by their role, never "Complete your Profile"', () => {
    expect(accountLabel({ role: 'ORGANISER' })).toBe('Organiser');
    expect(accountLabel({ role: 'REVIEWER', name: '' })).toBe('Reviewer');
    expect(accountLabel({ role: 'REVIEWER', name: 'Meera' })).toBe('Meera');
  });

  it("uses the user's name, trimmed", () => {
    expect(accountLabel({ name: '  Asha Mehta ' })).toBe('Asha Mehta');
  });

  it("falls back to the spec's label with two spaces when the name is missing or blank", () => {
    expect(NAMELESS_ACCOUNT_LABEL).toBe('Complete  your Profile');
    expect(accountLabel({})).toBe('Complete  your Profile');
    expect(accountLabel({ name: '   ' })).toBe('Complete  your Profile');
    expect(accountLabel({ name: null })).toBe('Complete  your Profile');
    expect(displayName(undefined)).toBeUndefined();
  });
});

describe('isStaff', () => {
  it('is true for organisers and reviewers only', () => {
    expect(isStaff({ role: 'ORGANISER' })).toBe(true);
    expect(isStaff({ role: 'REVIEWER' })).toBe(true);
    expect(isStaff({ role: 'PARTICIPATOR' })).toBe(false);
    expect(isStaff({})).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
