import type { Application } from './applications.ts';

/** Text as search compares it: accents dropped and case folded, so 'cafe' finds 'Café Connect'. */
const foldForSearch = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether an application matches the workspace search `q`. Everyone searches startup names; organisers also the
 * applicant's name, mobile and e-mail. A reviewer matching on those would learn who applied.
 */
export function matchesSearch(a: Application, startupName: string, q: string, organiser: boolean): boolean {
  const needle = foldForSearch(q.trim());
  if (!needle) return true;
  const fields = organiser
    ? [startupName, a.user.name, answerOf(a, 'fullName'), a.user.mobile, a.user.email, answerOf(a, 'email')]
    : [startupName];
  return fields.some((field) => foldForSearch(field).includes(needle));
}

const answerOf = (a: Application, name: string) => a.submission.answers.find((x) => x.name === name)?.value ?? '';
