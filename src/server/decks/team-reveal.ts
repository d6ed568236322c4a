import type { SeenApplication } from '../review/reviewer-visibility.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';

/** Where a reviewer could read a founder's name: the answer or profile field, and the name found in it. */
export interface TeamReveal {
  field: string;
  name: string;
}

/** Text compared as people read it: accents dropped, case folded. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The parts of a name worth looking for: whole words of three letters or more ('Asha Mehta': asha, mehta). */
const nameParts = (name: string) =>
  fold(name)
    .split(/[^\p{L}]+/u)
    .filter((part) => part.length >= 3);

/**
 * For organisers: the fields reviewers read (`forReviewers`, what applicationAsSeenBy gives them) that contain a
 * word of the applicant's or a co-founder's name, so an organiser can decide whether the application may reveal the
 * team. Names come from the organiser's view: the profile name and the name and co-founder answers. `textPages` holds
 * the text read from stored PDFs by file id (deck-text-reader.ts); only the files reviewers receive are searched, each
 * page named by its field's label ("Pitch Deck (PDF), page 3").
 */
export function teamReveals(
  forReviewers: SeenApplication,
  names: string[],
  textPages: ReadonlyMap<string, string[]> = new Map(),
): TeamReveal[] {
  const parts = [...new Set(names.flatMap(nameParts))];
  if (parts.length === 0) return [];
  const labelOf = (fieldName: string) => forReviewers.answers.find((a) => a.name === fieldName)?.label ?? fieldName;
  const fields: { field: string; value: string }[] = [
    ...forReviewers.answers.map((a) => ({ field: a.label, value: a.value })),
    ...Object.entries(forReviewers.startup).map(([key, value]) => ({ field: `Startup profile: ${key}`, value })),
    ...forReviewers.files.flatMap((file) =>
      (textPages.get(file.id) ?? []).map((value, i) => ({ field: `${labelOf(file.fieldName)}, page ${i + 1}`, value })),
    ),
  ];
  return fields.flatMap(({ field, value }) => {
    const words = new Set(fold(value).split(/[^\p{L}]+/u));
    const found = parts.find((part) => words.has(part));
    return found ? [{ field, name: found }] : [];
  });
}

/**
 * The names of an application's team: the applicant's profile name, the name and co-founder answers, and the profile
 * names of the co-founders who accepted an invite (`cofounders`).
 */
export const teamNames = (profileName: string, answers: SubmissionAnswer[], cofounders: string[] = []) => [
  profileName,
  ...answers.filter((a) => a.name === 'fullName' || a.name === 'cofounderName').map((a) => a.value),
  ...cofounders,
];

/** A deck reviewers receive whose text was not searched for the team's names: not read yet, or unreadable. */
export interface UnreadDeck {
  field: string;
  failed: boolean;
}

/**
 * For organisers: the PDFs reviewers receive (`forReviewers`) whose text could not be searched, so the flag above says
 * nothing about them: `textPages` by file id is null until the background reader has been, and [] when the reader
 * could not read it (unreadable, timed out, the store failing; a readable PDF has at least one page, even empty).
 */
export function unreadDecks(
  forReviewers: SeenApplication,
  textPages: ReadonlyMap<string, string[] | null>,
): UnreadDeck[] {
  const labelOf = (fieldName: string) => forReviewers.answers.find((a) => a.name === fieldName)?.label ?? fieldName;
  return forReviewers.files.flatMap((file) => {
    const pages = textPages.get(file.id);
    if (file.mimeType !== 'application/pdf' || (pages && pages.length > 0)) return [];
    return [{ field: labelOf(file.fieldName), failed: pages !== null && pages !== undefined }];
  });
}
