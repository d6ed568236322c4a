/**
 * The participant profile's fields (docs/spec.md §3), in the order the spec lists their rules. The zod
 * schema (profile-schema.ts) is typed against this list, and the forms' values are derived from it, so
 * a field added here is a type error until both handle it. No zod here: the forms read it at load.
 */
export const PROFILE_FIELDS = [
  'name',
  'age',
  'email',
  'ethnicity',
  'gender',
  'state',
  'city',
  'education',
  'startUpName',
  'startUpIndustry',
  'startUpStage',
  'startUpTeamSize',
  'startUpSummary',
  'linkedIn',
  'website',
  'JITOChapter',
  'role',
  'heardFrom',
  'isEmailOptIn',
  'isJITOMember',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The fields that are checkboxes: booleans in the form and in the API. */
const PROFILE_CHECKBOXES = ['isEmailOptIn', 'isJITOMember'] as const satisfies readonly ProfileField[];
type ProfileCheckbox = (typeof PROFILE_CHECKBOXES)[number];

/** The fields a participant fills in: every field but role, which is always PARTICIPATOR. */
type ProfileFormField = Exclude<ProfileField, 'role'>;

/** What the form's inputs hold: text as typed, checkboxes as booleans. */
export type ProfileValues = { [K in Exclude<ProfileFormField, ProfileCheckbox>]: string } & {
  [K in ProfileCheckbox]: boolean;
};

const isCheckbox = (field: ProfileField): field is ProfileCheckbox =>
  (PROFILE_CHECKBOXES as readonly string[]).includes(field);

/** An empty form. */
export const EMPTY_PROFILE = Object.fromEntries(
  PROFILE_FIELDS.filter((field) => field !== 'role').map((field) => [field, isCheckbox(field) ? false : '']),
) as ProfileValues;
