/**
 * Which answers of the application the applicant may not type freely, shared by the form and PUT /api/submission.
 * Browser-safe.
 *
 * On the first submission the profile fills in and locks its values (docs/spec.md §4; the form's
 * `prefillFromProfile`). Of those, the founder's own name, phone and e-mail are fixed from then on: an edit keeps them
 * as first submitted. Nothing trusts them as facts about whom the founder knows: the conflict rule of review reads
 * only verified ones (src/server/review/conflict-rule.ts).
 */

/** The founder's name, phone and e-mail: as first submitted, on every later version of the application. */
export const FIXED_ANSWERS: readonly string[] = ['fullName', 'phoneNumber', 'email'];

/**
 * The fields the form shows read-only: on a new application the ones the profile filled in (`prefilled`), while
 * changing a submitted one the fixed answers.
 */
export function lockedAnswers(prefilled: readonly string[], amending: boolean): string[] {
  return amending ? [...FIXED_ANSWERS] : [...prefilled];
}

interface Answer {
  name: string;
  value: string;
}

/**
 * The fixed answers an edit (`after`) would change from the submitted application (`before`), by name; a fixed field
 * the submitted application never answered is not fixed. Spaces at either end do not count as a change.
 */
export function changedFixedAnswers(before: readonly Answer[], after: readonly Answer[]): string[] {
  const was = new Map(before.map((a) => [a.name, a.value.trim()]));
  return FIXED_ANSWERS.filter((name) => {
    const old = was.get(name);
    const now = after.find((a) => a.name === name)?.value.trim();
    return old !== undefined && now !== undefined && old !== now;
  });
}
