/**
 * State of the complete-profile and profile forms (docs/spec.md §3, §4 and §5): what the inputs hold,
 * how the API's profile fills them, and the JITO rules. Pure, so it is tested without a browser.
 */
import type { StartUpInfo, User } from '../../../shared/api-types.ts';
import { JITO_MEMBER_RELIGION } from '../../../shared/options/religions.ts';
import { EMPTY_PROFILE, type ProfileValues } from '../../../shared/profile-fields.ts';

export type ProfileFieldName = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileFieldName, string>>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The form's values from the API's user and startup (a fetch or an update's answer). */
export function profileFromApi(user: Partial<User>, startup: Partial<StartUpInfo> = {}): ProfileValues {
  const member = user.isJITOMember === true;
  return {
    name: text(user.name),
    age: text(user.age),
    gender: text(user.gender),
    email: text(user.email),
    state: text(user.state),
    city: text(user.city),
    education: text(user.education),
    ethnicity: member ? JITO_MEMBER_RELIGION : text(user.ethnicity),
    isEmailOptIn: user.isEmailOptIn === true,
    isJITOMember: member,
    JITOChapter: member ? text(user.JITOChapter) : '',
    heardFrom: text(user.heardFrom),
    startUpName: text(startup.name),
    startUpIndustry: text(startup.industry),
    startUpStage: text(startup.stage),
    startUpTeamSize: text(startup.teamSize),
    startUpSummary: text(startup.summary),
    website: text(startup.website),
    linkedIn: text(startup.linkedIn),
  };
}

/**
 * One edit. Ticking the JITO member box forces ethnicity to Jain (its select is then disabled) and
 * enables the chapter selector; unticking clears chapter and ethnicity (docs/spec.md §4).
 */
export function changeProfile<K extends ProfileFieldName>(
  values: ProfileValues,
  field: K,
  value: ProfileValues[K],
): ProfileValues {
  if (field !== 'isJITOMember') return { ...values, [field]: value };
  return value
    ? { ...values, isJITOMember: true, ethnicity: JITO_MEMBER_RELIGION }
    : { ...values, isJITOMember: false, ethnicity: '', JITOChapter: '' };
}

/** Editing a field clears its error; the JITO box also settles the two fields it drives. */
export function clearErrorsFor(errors: ProfileErrors, field: ProfileFieldName): ProfileErrors {
  const cleared = field === 'isJITOMember' ? [field, 'ethnicity', 'JITOChapter'] : [field];
  if (!cleared.some((name) => name in errors)) return errors;
  const next = { ...errors };
  for (const name of cleared) delete next[name as ProfileFieldName];
  return next;
}

/** Only the messages of fields the form shows (the API may also name 'role' or 'form'). */
export function formErrors(errors: Record<string, string | undefined>): ProfileErrors {
  const shown: ProfileErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message && field in EMPTY_PROFILE) shown[field as ProfileFieldName] = message;
  }
  return shown;
}
