import { createHash } from 'node:crypto';

/**
 * Accounts the e2e database holds before its server starts (e2e/support/seed-accounts.ts), each with a session, and
 * no code ever sent to its number. A test about what happens after a sign-in (the landing after a decision, the
 * returning user, deleting an account with a fresh code) needs a number that has had a session and can still be sent
 * a code at once: signing it in through the API first would start the 30 s resend wait the server keeps per number,
 * which no test may wait out in real time. One set of numbers per try of a test, as for the staff numbers.
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
 * Staff accounts seeded the same way, for specs that need a signed-in organiser but do not test signing in (their
 * numbers are in playwright.config.ts's ORGANISER_MOBILES, which makes the seeded session an organiser's).
 */
export const SEEDED_ORGANISERS = { budgets: '9000020001' } as const;

/** A seeded organiser's session. */
export const seededOrganiser = (purpose: keyof typeof SEEDED_ORGANISERS) => {
  const mobile = SEEDED_ORGANISERS[purpose];
  return { mobile, token: seededToken(mobile) };
};

/** Every seeded number of the suite's server. */
export const SEEDED_MOBILES = [
  ...[0, 1].flatMap((set) => PURPOSES.map((purpose) => mobileOf(purpose, set))),
  ...Object.values(SEEDED_ORGANISERS),
];
