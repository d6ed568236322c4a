import { eq } from 'drizzle-orm';
import type { FormField } from '../../shared/api-types.ts';
import { EDUCATION_LEVELS } from '../../shared/options/education.ts';
import { STARTUP_STAGES } from '../../shared/options/startup.ts';
import { UpdateProfileSchema } from '../../shared/profile-schema.ts';
import { signIn } from '../auth/sign-in.ts';
import { users } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { saveProfile } from '../profile/save-profile.ts';
import { checkAnswers } from '../submissions/answers.ts';
import { saveSubmission } from '../submissions/save.ts';
import { demoDeckUpload } from './demo-decks.ts';

/** What submitting one demo applicant takes: the stores, who is staff and the privacy notice to accept. */
export type ApplicantDeps = Pick<ApiDeps, 'db' | 'uploads' | 'roles' | 'privacyNoticeVersion'>;

/** One demo applicant: their place in the seed, when they sign in and submit, and whether they send a deck. */
export interface DemoApplicant {
  index: number;
  mobile: string;
  at: Date;
  withDeck: boolean;
  /** A deck's title: applicants given the same one upload the same bytes (a duplicate group by file). */
  deckTitle: string;
  words: readonly string[];
  /** This applicant's own generator, so concurrent applicants draw the same data in any order. */
  next: () => number;
}

/** Applicants' mobiles run from here. */
const APPLICANT_BASE = 6_000_000_000;

/** A small deterministic generator, so two seeds of the same size hold the same data. */
export function generator(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

export const DEMO_WORDS = 'soil water clinic ledger school freight solar loom kirana textile dairy credit map'.split(
  ' ',
);

/** The demo applicant at place `index`, who signs in and submits `at`, with or without a deck of `deckTitle`. */
export const demoApplicant = (
  index: number,
  at: Date,
  deck: Pick<DemoApplicant, 'withDeck' | 'deckTitle'>,
): DemoApplicant => ({
  index,
  mobile: String(APPLICANT_BASE + index),
  at,
  ...deck,
  words: DEMO_WORDS,
  next: generator(7 + index),
});

/** A demo applicant signed in with a saved profile: their user, session and the answers their application gives. */
export interface SignedUpApplicant {
  user: typeof users.$inferSelect;
  token: string;
  /** The application's answers by field name, in the applicant's own words. */
  values: Record<string, string>;
}

/**
 * Signs one applicant in and saves their profile through the functions the API's routes call (auth/sign-in.ts,
 * profile/save-profile.ts): a user and session, the profile with the privacy notice accepted, the startup. Every name,
 * site and e-mail is the applicant's own; `values` is the application they will send.
 */
export async function signUpDemoApplicant(deps: ApplicantDeps, a: DemoApplicant): Promise<SignedUpApplicant> {
  const { index: i, words, next } = a;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const clock = { ...deps, now: () => a.at };
  const { token } = await signIn(clock, a.mobile, '127.0.0.1');
  const [user] = await deps.db.select().from(users).where(eq(users.mobile, a.mobile));
  const startupName = `${pick(words)} ${pick(words)} ${i}`;
  const stage = pick(STARTUP_STAGES);
  const profile = UpdateProfileSchema.parse({
    name: `Founder ${i}`,
    age: 20 + (i % 30),
    gender: i % 2 ? 'FEMALE' : 'MALE',
    email: `founder${i}@example.com`,
    state: 'Maharashtra',
    city: 'Pune',
    education: pick(EDUCATION_LEVELS),
    ethnicity: 'Hindu',
    isEmailOptIn: i % 4 === 0,
    isJITOMember: false,
    JITOChapter: '',
    heardFrom: 'A friend',
    startUpName: startupName,
    startUpIndustry: 'Agritech',
    startUpStage: stage,
    startUpTeamSize: '3',
    startUpSummary: 'A demo startup.',
    website: `https://startup${i}.in`,
    linkedIn: '',
  });
  await saveProfile(deps.db, user!, profile, deps.privacyNoticeVersion, a.at);
  const cofounder = i % 3 === 0;
  const values: Record<string, string> = {
    fullName: `Founder ${i}`,
    age: String(20 + (i % 30)),
    cityState: 'Pune, Maharashtra',
    phoneNumber: a.mobile,
    email: `founder${i}@example.com`,
    startupName,
    currentStage: stage,
    startupDescription: Array.from({ length: 60 }, () => pick(words)).join(' '),
    hasCofounders: String(cofounder),
    cofounderName: cofounder ? `Cofounder ${i}` : '',
    cofounderRole: cofounder ? 'CTO' : '',
    videoPitch: 'https://youtu.be/dQw4w9WgXcQ',
  };
  return { user: user!, token, values };
}

/**
 * Signs one applicant up (signUpDemoApplicant) and submits their application through the functions the API's routes
 * call (submissions/answers.ts and save.ts): the submission with its first version, its deck stored as an upload is and
 * its fingerprints. Returns the submission's id.
 */
export async function submitDemoApplicant(deps: ApplicantDeps, fields: FormField[], a: DemoApplicant) {
  const { user, values } = await signUpDemoApplicant(deps, a);
  const files = a.withDeck ? [await demoDeckUpload(deps.uploads, a.deckTitle)] : [];
  const answers = checkAnswers(
    fields,
    fields.filter((f) => f.name in values).map((f) => ({ fieldId: f.id, value: values[f.name]! })),
    new Map(files.map((f) => [f.fieldName, f])),
  );
  const saved = await saveSubmission(deps.db, deps.uploads, user.id, { answers, files, drafted: new Map() }, a.at);
  return saved.id;
}
