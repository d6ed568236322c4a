/**
 * The participant profile (docs/spec.md §3 and §5): one zod schema used by the complete-profile
 * and profile forms in the browser and by `POST /api/user-details`, carrying the spec's exact
 * messages. Browser-safe: imports only zod and the shared option lists.
 */
import { z } from 'zod';
import { EDUCATION_LEVELS } from './options/education.ts';
import { JITO_CHAPTERS, JITO_CHAPTER_NAMES, chapterLabel } from './options/jito-chapters.ts';
import { JITO_MEMBER_RELIGION, RELIGIONS } from './options/religions.ts';
import { GENDERS, PARTICIPANT_ROLE, STARTUP_STAGES } from './options/startup.ts';
import { STATES } from './options/states.ts';
import { PROFILE_MESSAGES } from './messages/profile.ts';
import { tooLong } from './messages/text-length.ts';
import { PROFILE_FIELDS, type ProfileField } from './profile-fields.ts';
import { DEFAULT_MINORS_POLICY, type MinorsPolicy, minorRefusal } from './privacy/minors.ts';

const M = PROFILE_MESSAGES;

/** 'complete' is the complete-profile form (summary required); 'update' is the profile page. */
export type ProfileMode = 'complete' | 'update';

/** Trimmed, non-empty text; a missing or non-string value gets the same message as an empty one. */
const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** Optional text: missing or null becomes ''. */
const optionalText = (max = 200) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, tooLong(max)));

/** One of a fixed list; anything else (empty included) gets the field's select message. */
const oneOf = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(options, { error: message }));

/** Checkbox values: JSON booleans from the API, 'true'/'on' strings from plain forms. */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
  .nullish()
  .transform((v) => v === true || v === 'true' || v === 'on');

/**
 * Age arrives as a number (API JSON) or a string (browser input); it is stored as an integer. Past the spec's range
 * (1-120), an applicant under 18 is refused unless organisers take a guardian's consent (privacy/minors.ts).
 */
const ageRule = (minors: MinorsPolicy) =>
  z.unknown().transform((v, ctx): number => {
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: M.ageRequired });
      return z.NEVER;
    }
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isInteger(n) || n < 1 || n > 120) {
      ctx.addIssue({ code: 'custom', message: M.ageInvalid });
      return z.NEVER;
    }
    const minor = minorRefusal(n, minors);
    if (minor) {
      ctx.addIssue({ code: 'custom', message: minor });
      return z.NEVER;
    }
    return n;
  });

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINKEDIN_RE = /^https:\/\/(www\.)?linkedin\.com\//i;
const HOSTNAME_RE = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,}|xn--[a-z0-9-]+)$/i;

/** An http(s) URL whose host is a domain name (not localhost, not a bare word). */
export function isWebsiteUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && HOSTNAME_RE.test(url.hostname);
  } catch {
    return false;
  }
}

/** Team size is a count typed by hand; numbers from the API are accepted and kept as text. */
const teamSize = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText(M.startUpTeamSize, 50));

/** Chapter names as stored; the selects' 'Name (Zone)' labels are accepted too and mapped to the name. */
const CHAPTER_BY_LABEL = new Map(JITO_CHAPTERS.map((c) => [chapterLabel(c), c.name]));
function chapterName(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return CHAPTER_BY_LABEL.get(text) ?? text;
}

/** One rule per profile field: `satisfies` makes a field missing from PROFILE_FIELDS, or from here, a type error. */
function shape(mode: ProfileMode, minors: MinorsPolicy) {
  return {
    name: requiredText(M.nameRequired, 100).refine((v) => v.length >= 2, M.nameTooShort),
    age: ageRule(minors),
    email: requiredText(M.emailRequired, 254).regex(EMAIL_RE, M.emailInvalid),
    // Checked below: a JITO member's ethnicity is forced to Jain.
    ethnicity: z.unknown().optional(),
    gender: oneOf(GENDERS, M.gender),
    state: oneOf(STATES, M.state),
    city: requiredText(M.city, 100),
    education: oneOf(EDUCATION_LEVELS, M.education),
    startUpName: requiredText(M.startUpName, 150),
    startUpIndustry: requiredText(M.startUpIndustry, 100),
    startUpStage: oneOf(STARTUP_STAGES, M.startUpStage),
    startUpTeamSize: teamSize,
    startUpSummary: mode === 'complete' ? requiredText(M.startUpSummary, 2000) : optionalText(2000),
    linkedIn: optionalText(300).refine((v) => v === '' || LINKEDIN_RE.test(v), M.linkedIn),
    website: optionalText(300).refine((v) => v === '' || isWebsiteUrl(v), M.website),
    // Checked below: required only for members.
    JITOChapter: z.unknown().optional(),
    role: z
      .string()
      .nullish()
      .refine((v) => v == null || v === '' || v === PARTICIPANT_ROLE, M.role)
      .transform(() => PARTICIPANT_ROLE),
    heardFrom: optionalText(200),
    isEmailOptIn: checkbox,
    isJITOMember: checkbox,
  } satisfies Record<ProfileField, z.ZodType>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function schemaFor(mode: ProfileMode, minors: MinorsPolicy) {
  return z
    .object(shape(mode, minors))
    .superRefine(
      (p, ctx) => {
        const member = p.isJITOMember === true;
        if (
          !member &&
          !(RELIGIONS as readonly unknown[]).includes(
            typeof p.ethnicity === 'string' ? p.ethnicity.trim() : p.ethnicity,
          )
        ) {
          ctx.addIssue({ code: 'custom', path: ['ethnicity'], message: M.ethnicity });
        }
        if (member && !JITO_CHAPTER_NAMES.includes(chapterName(p.JITOChapter))) {
          ctx.addIssue({ code: 'custom', path: ['JITOChapter'], message: M.JITOChapter });
        }
      },
      // Run even when other fields failed, so every field gets its message in one pass.
      { when: (payload) => isRecord(payload.value) },
    )
    .transform((p) => ({
      ...p,
      // Members are Jain by definition of the form (docs/spec.md §4); non-members have no chapter.
      ethnicity: p.isJITOMember ? JITO_MEMBER_RELIGION : String(p.ethnicity).trim(),
      JITOChapter: p.isJITOMember ? chapterName(p.JITOChapter) : '',
    }));
}

/** The complete-profile form and the API's test of a completed profile: startUpSummary required. */
export const ProfileSchema = schemaFor('complete', DEFAULT_MINORS_POLICY);
/** The profile page's update: like ProfileSchema but startUpSummary may be empty. */
export const UpdateProfileSchema = schemaFor('update', DEFAULT_MINORS_POLICY);
/** Both forms' schemas where organisers take a guardian's consent for applicants under 18. */
const WITH_GUARDIANS = {
  complete: schemaFor('complete', 'guardianConsent'),
  update: schemaFor('update', 'guardianConsent'),
};

/** The schema of a profile form (`mode`) under the organisers' setting for applicants under 18. */
export function profileSchemaFor(mode: ProfileMode, minors: MinorsPolicy = DEFAULT_MINORS_POLICY) {
  if (minors === 'guardianConsent') return WITH_GUARDIANS[mode];
  return mode === 'complete' ? ProfileSchema : UpdateProfileSchema;
}

/** One message per field (the first rule it fails, in the spec's order) from a zod error. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Partial<Record<ProfileField | 'form', string>> {
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (!first.has(key)) first.set(key, issue.message);
  }
  const errors: Partial<Record<ProfileField | 'form', string>> = {};
  for (const field of PROFILE_FIELDS) {
    const message = first.get(field);
    if (message) errors[field] = message;
  }
  if (first.has('form')) errors.form = first.get('form');
  return errors;
}

/**
 * Validates form values and returns `{field: message}` for each failing field ({} when valid).
 * The forms call this on submit; the API answers with the same record under `errors`.
 */
export function validateProfile(
  values: unknown,
  mode: ProfileMode,
  minors: MinorsPolicy = DEFAULT_MINORS_POLICY,
): Partial<Record<ProfileField | 'form', string>> {
  const result = profileSchemaFor(mode, minors).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
