/**
 * One complete profile for tests: Asha Mehta of Krishi Labs, as the profile forms hold it, and as the API answers
 * its user and startup once it is saved. The unit tests of the profile's rules, forms and flows and the end-to-end
 * suite's API calls start from it, and change only the field a test is about.
 */
import type { StartUpInfo, User } from './api-types.ts';
import { EMPTY_PROFILE, type ProfileValues } from './profile-fields.ts';

/** The form's values: every field filled as a person types it (the age as text), no JITO membership. */
export const TEST_PROFILE = {
  ...EMPTY_PROFILE,
  name: 'Asha Mehta',
  age: '29',
  gender: 'FEMALE',
  email: 'asha@example.com',
  state: 'Maharashtra',
  city: 'Pune',
  education: 'Other',
  ethnicity: 'Hindu',
  startUpName: 'Krishi Labs',
  startUpIndustry: 'Agritech',
  startUpStage: 'PROTOTYPING',
  startUpTeamSize: '3',
  startUpSummary: 'Low-cost soil sensors that tell small farmers when to water.',
} satisfies ProfileValues;

/** The startup half as the API answers it. */
export const TEST_STARTUP: StartUpInfo = {
  name: TEST_PROFILE.startUpName,
  industry: TEST_PROFILE.startUpIndustry,
  stage: TEST_PROFILE.startUpStage,
  teamSize: TEST_PROFILE.startUpTeamSize,
  summary: TEST_PROFILE.startUpSummary,
  website: TEST_PROFILE.website,
  linkedIn: TEST_PROFILE.linkedIn,
};

/** The user as the API answers it once the profile is saved, with the notice `privacyNoticeVersion` accepted. */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  mobile: '9876543210',
  name: TEST_PROFILE.name,
  age: Number(TEST_PROFILE.age),
  gender: TEST_PROFILE.gender,
  email: TEST_PROFILE.email,
  state: TEST_PROFILE.state,
  city: TEST_PROFILE.city,
  education: TEST_PROFILE.education,
  ethnicity: TEST_PROFILE.ethnicity,
  isEmailOptIn: TEST_PROFILE.isEmailOptIn,
  isJITOMember: TEST_PROFILE.isJITOMember,
  JITOChapter: TEST_PROFILE.JITOChapter,
  heardFrom: TEST_PROFILE.heardFrom,
  role: 'PARTICIPATOR',
  isProfileCompleted: true,
  isApplicationSubmitted: false,
  privacyNoticeVersion: '2026-03',
  ...overrides,
});

/** The profile's fields a person types into (not the checkboxes). */
type TextField = { [K in keyof ProfileValues]: ProfileValues[K] extends string ? K : never }[keyof ProfileValues];

/** The text fields of `values` with what they hold, in the form's order: filling a form field by field. */
export const typedFields = (values: ProfileValues): [TextField, string][] =>
  Object.entries(values).filter((entry): entry is [TextField, string] => typeof entry[1] === 'string');
