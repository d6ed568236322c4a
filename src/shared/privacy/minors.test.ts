import { describe, expect, it } from 'vitest';
import { ProfileSchema, UpdateProfileSchema, profileSchemaFor, validateProfile } from '../profile-schema.ts';
import { TEST_PROFILE } from '../test-profile.ts';
import { minorRefusal } from './minors.ts';

const MINOR = 'You must be 18 or older to apply: we cannot take the details of anyone younger';

describe('the age rule for minors (one rule: forms and API)', () => {
  it('refuses 1 to 17 and takes 18 and over', () => {
    expect(minorRefusal(15)).toBe(MINOR);
    expect(minorRefusal(17)).toBe(MINOR);
    expect(minorRefusal(18)).toBe('');
    expect(minorRefusal(120)).toBe('');
  });

  it('is the age field’s message on both profile forms, after the spec’s own range check', () => {
    for (const mode of ['complete', 'update'] as const) {
      expect(validateProfile({ ...TEST_PROFILE, age: '15' }, mode)).toEqual({ age: MINOR });
      expect(validateProfile({ ...TEST_PROFILE, age: 0 }, mode)).toEqual({ age: 'Please enter a valid age (1-120)' });
    }
    expect(ProfileSchema.parse({ ...TEST_PROFILE, age: '18' }).age).toBe(18);
    expect(UpdateProfileSchema.parse({ ...TEST_PROFILE, age: 18 }).age).toBe(18);
  });
});

describe('where organisers take a guardian’s consent', () => {
  it('lets both forms take 15, and still refuses an age out of range', () => {
    expect(minorRefusal(15, 'guardianConsent')).toBe('');
    for (const mode of ['complete', 'update'] as const) {
      expect(validateProfile({ ...TEST_PROFILE, age: '15' }, mode, 'guardianConsent')).toEqual({});
      expect(validateProfile({ ...TEST_PROFILE, age: 0 }, mode, 'guardianConsent')).toEqual({
        age: 'Please enter a valid age (1-120)',
      });
    }
    expect(profileSchemaFor('update', 'guardianConsent').parse({ ...TEST_PROFILE, age: 15 }).age).toBe(15);
    expect(profileSchemaFor('complete', 'refuse').safeParse({ ...TEST_PROFILE, age: 15 }).success).toBe(false);
  });
});
