import { createHash } from 'node:crypto';

/**
 * Accounts the e2e database holds before its server starts (e2e/support/seed-accounts.ts), each with a session, and
 * no code ever sent to its number. A test about what happens after a sign-in (the landing after a decision, the
 * returning user, deleting an account with a fresh code) needs a number that has had a session and can still be sent
 * a code at once: signing it in through the API first would start the 30 s resend wait the server keeps per number,
 * which no test may wait out in real time. One set of numbers per try of a test, since the try sends it a code.
 */
const PURPOSES = ['returning', 'decisionLanding', 'deleting'] as const;
type Purpose = (typeof PURPOSES)[number];

/** The number of an account, e.g. '9111000001' for the first purpose's account of the first try. */
const mobileOf = (purpose: Purpose, set: number) => `91110${set}000${PURPOSES.indexOf(purpose) + 1}`;

/** The session token a seeded account's number has: 43 base64url characters, as the API's own tokens. */
export const seededToken = (mobile: string) => createHash('sha256').update(`e2e-seeded:${mobile}`).digest('base64url');

/** The seeded account for `purpose` in try `retry` of a test. */
export function seededAccount(purpose: Purpose, retry: number): { mobile: string; token: string } {
  const mobile = mobileOf(purpose, retry % 2);
  return { mobile, token: seededToken(mobile) };
}

/**
 * Staff accounts seeded the same way, one per purpose, for the specs that need a signed-in organiser or reviewer but
 * do not test signing in. No code is ever sent to them, so one account serves every try of a test; playwright.config.ts
 * lists them in ORGANISER_MOBILES and REVIEWER_MOBILES, which makes their sessions staff ones. A purpose's account is
 * its test's alone, so tests running side by side never share one's reviews, assignments or audit rows.
 */
const ORGANISER_PURPOSES = [
  'budgets',
  'api',
  'blind',
  'decisions',
  'notes',
  'landing',
  'layout',
  'targets',
  'sms',
  'resend',
  'queue',
  'assign',
  'workspace',
  'listAddress',
  'edits',
  'withdraw',
  'outcomes',
  'release',
  'templates',
  'shortlist',
  'overCap',
  'places',
  'placeSettings',
  'deckFocus',
  'deckMenu',
  'team',
  'retention',
  'breach',
  'desk',
  'minors',
  'tags',
  'rounds',
  'finalStage',
] as const;
/** `cofounder` joins an applicant's team, for the conflict-of-interest rule; the others only review. */
const REVIEWER_PURPOSES = ['blind', 'queue', 'cofounder', 'notes', 'tabs'] as const;
export type OrganiserPurpose = (typeof ORGANISER_PURPOSES)[number];
export type ReviewerPurpose = (typeof REVIEWER_PURPOSES)[number];

/** '9000003001' onwards for the organisers, '9000004001' onwards for the reviewers, in the order of their purposes. */
const staffMobile = (range: number, index: number) => `900000${range}${String(index + 1).padStart(3, '0')}`;
const asAccount = (mobile: string) => ({ mobile, token: seededToken(mobile) });

/** A seeded organiser's number and session token. */
export const seededOrganiser = (purpose: OrganiserPurpose) =>
  asAccount(staffMobile(3, ORGANISER_PURPOSES.indexOf(purpose)));

/** A seeded reviewer's number and session token. */
export const seededReviewer = (purpose: ReviewerPurpose) =>
  asAccount(staffMobile(4, REVIEWER_PURPOSES.indexOf(purpose)));

/** Every seeded organiser's and reviewer's number. */
export const SEEDED_STAFF = {
  organisers: ORGANISER_PURPOSES.map((purpose) => seededOrganiser(purpose).mobile),
  reviewers: REVIEWER_PURPOSES.map((purpose) => seededReviewer(purpose).mobile),
};

/** Every seeded number of the suite's server. */
export const SEEDED_MOBILES = [
  ...[0, 1].flatMap((set) => PURPOSES.map((purpose) => mobileOf(purpose, set))),
  ...SEEDED_STAFF.organisers,
  ...SEEDED_STAFF.reviewers,
];
