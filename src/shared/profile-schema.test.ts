import { describe, expect, it } from 'vitest';
import { ProfileSchema, UpdateProfileSchema, isWebsiteUrl, validateProfile } from './profile-schema.ts';

/** What the forms hold: every value a string, as browser inputs give them. */
const FORM = {
  name: 'Asha Mehta',
  age: '29',
  gender: 'FEMALE',
  email: 'asha@example.com',
  state: 'Maharashtra',
  city: 'Pune',
  education: 'Other',
  ethnicity: 'Hindu',
  role: 'PARTICIPATOR',
  isEmailOptIn: false,
  isJITOMember: false,
  JITOChapter: '',
  heardFrom: '',
  startUpName: 'Krishi',
  startUpIndustry: 'Agritech',
  startUpStage: 'IDEA',
  startUpTeamSize: '3',
  startUpSummary: 'Sensors',
  website: '',
  linkedIn: '',
};

describe('profile schema (shared by the forms and the API)', () => {
  it('accepts the form values and converts age to an integer', () => {
    expect(validateProfile(FORM, 'complete')).toEqual({});
    expect(ProfileSchema.parse(FORM).age).toBe(29);
  });

  it('gives one message per field, the first rule that fails', () => {
    expect(validateProfile({ ...FORM, name: '' }, 'complete')).toEqual({ name: 'Please enter your full name' });
    expect(validateProfile({ ...FORM, name: 'a' }, 'complete')).toEqual({ name: 'Name must be at least 2 characters' });
    expect(validateProfile({ ...FORM, email: '' }, 'complete')).toEqual({ email: 'Please enter your email' });
  });

  it('requires the summary only on the complete form', () => {
    expect(validateProfile({ ...FORM, startUpSummary: '' }, 'complete')).toEqual({
      startUpSummary: 'Please enter Startup Summary',
    });
    expect(validateProfile({ ...FORM, startUpSummary: '' }, 'update')).toEqual({});
    expect(UpdateProfileSchema.parse({ ...FORM, startUpSummary: undefined }).startUpSummary).toBe('');
  });

  it('ignores ethnicity for JITO members (forced to Jain) and requires their chapter', () => {
    expect(validateProfile({ ...FORM, isJITOMember: true, ethnicity: '', JITOChapter: '' }, 'complete')).toEqual({
      JITOChapter: 'Please select a JITO Chapter',
    });
    const member = ProfileSchema.parse({ ...FORM, isJITOMember: 'true', ethnicity: '', JITOChapter: 'Pune' });
    expect(member).toMatchObject({ isJITOMember: true, ethnicity: 'Jain', JITOChapter: 'Pune' });
  });

  it('checks LinkedIn and website only when filled', () => {
    expect(
      validateProfile(
        { ...FORM, linkedIn: 'https://linkedin.com/in/asha', website: 'http://krishi.co.in/about' },
        'complete',
      ),
    ).toEqual({});
    expect(validateProfile({ ...FORM, linkedIn: 'linkedin.com/in/asha' }, 'complete')).toEqual({
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
