import { describe, expect, it } from 'vitest';
import { ProfileSchema, UpdateProfileSchema, isWebsiteUrl, validateProfile } from './profile-schema.ts';
import { TEST_PROFILE } from './test-profile.ts';

describe('profile schema (shared by the forms and the API)', () => {
  it('accepts the form values and converts age to an integer', () => {
    expect(validateProfile(TEST_PROFILE, 'complete')).toEqual({});
    expect(ProfileSchema.parse(TEST_PROFILE).age).toBe(29);
  });

  it('gives one message per field, the first rule that fails', () => {
    expect(validateProfile({ ...TEST_PROFILE, name: '' }, 'complete')).toEqual({ name: 'Please enter your full name' });
    expect(validateProfile({ ...TEST_PROFILE, name: 'a' }, 'complete')).toEqual({
      name: 'Name must be at least 2 characters',
    });
    expect(validateProfile({ ...TEST_PROFILE, email: '' }, 'complete')).toEqual({ email: 'Please enter your email' });
  });

  it('requires the summary only on the complete form', () => {
    expect(validateProfile({ ...TEST_PROFILE, startUpSummary: '' }, 'complete')).toEqual({
      startUpSummary: 'Please enter Startup Summary',
    });
    expect(validateProfile({ ...TEST_PROFILE, startUpSummary: '' }, 'update')).toEqual({});
    expect(UpdateProfileSchema.parse({ ...TEST_PROFILE, startUpSummary: undefined }).startUpSummary).toBe('');
  });

  it('ignores ethnicity for JITO members (forced to Jain) and requires their chapter', () => {
    expect(
      validateProfile({ ...TEST_PROFILE, isJITOMember: true, ethnicity: '', JITOChapter: '' }, 'complete'),
    ).toEqual({
      JITOChapter: 'Please select a JITO Chapter',
    });
    const member = ProfileSchema.parse({ ...TEST_PROFILE, isJITOMember: 'true', ethnicity: '', JITOChapter: 'Pune' });
    expect(member).toMatchObject({ isJITOMember: true, ethnicity: 'Jain', JITOChapter: 'Pune' });
  });

  it('checks LinkedIn and website only when filled', () => {
    expect(
      validateProfile(
        { ...TEST_PROFILE, linkedIn: 'https://linkedin.com/in/asha', website: 'http://krishi.co.in/about' },
        'complete',
      ),
    ).toEqual({});
    expect(validateProfile({ ...TEST_PROFILE, linkedIn: 'linkedin.com/in/asha' }, 'complete')).toEqual({
      linkedIn: 'Please enter a valid LinkedIn profile URL (starting with https://www.linkedin.com/)',
    });
    expect(isWebsiteUrl('https://example.com')).toBe(true);
    expect(isWebsiteUrl('https://exa mple.com')).toBe(false);
    expect(isWebsiteUrl('javascript:alert(1)')).toBe(false);
    expect(isWebsiteUrl('https://192.168.1.1')).toBe(false);
  });

  it('rejects a payload that is not an object without throwing', () => {
    expect(validateProfile(null, 'complete')).toHaveProperty('form');
    expect(validateProfile('x', 'update')).toHaveProperty('form');
  });
});
