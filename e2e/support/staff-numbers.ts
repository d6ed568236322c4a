import { SEEDED_STAFF } from './seeded-accounts.ts';

/**
 * The organisers of the tests whose subject is signing in (by /login, or by SMS where passkeys are optional): they are
 * sent a real code, so each try of a test has its own number, since a retry inside the 30 s resend wait could not get
 * a new code for a number the failed try had just used. Every other staff member of the suite is seeded
 * (seeded-accounts.ts).
 */
export function staffNumbers(retry: number) {
  const set = retry % 2;
  return { organiserUi: `90000${set}0001`, organiserPasskeys: `90000${set}0002` };
}

/** The suite's server's staff (playwright.config.ts): the numbers above for both tries, and the seeded staff. */
export const STAFF_ENV = {
  ORGANISER_MOBILES: [0, 1]
    .flatMap((retry) => Object.values(staffNumbers(retry)))
    .concat(SEEDED_STAFF.organisers)
    .join(','),
  REVIEWER_MOBILES: SEEDED_STAFF.reviewers.join(','),
};
