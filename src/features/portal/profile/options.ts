/** The profile forms' option lists (docs/spec.md §3), from the shared lists the API validates against. */
import { EDUCATION_LEVELS } from '../../../shared/options/education.ts';
import { JITO_CHAPTERS, chapterLabel } from '../../../shared/options/jito-chapters.ts';
import { RELIGIONS } from '../../../shared/options/religions.ts';
import { GENDERS, GENDER_LABELS, STARTUP_STAGES, STARTUP_STAGE_LABELS } from '../../../shared/options/startup.ts';
import { STATES } from '../../../shared/options/states.ts';

export interface Option {
  value: string;
  label: string;
}

const same = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export const GENDER_OPTIONS: Option[] = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
export const STATE_OPTIONS = same(STATES);
export const EDUCATION_OPTIONS = same(EDUCATION_LEVELS);
export const RELIGION_OPTIONS = same(RELIGIONS);
export const STAGE_OPTIONS: Option[] = STARTUP_STAGES.map((value) => ({ value, label: STARTUP_STAGE_LABELS[value] }));
/** Labelled 'Name (Zone)'; the value sent is the name without zone. */
export const CHAPTER_OPTIONS: Option[] = JITO_CHAPTERS.map((chapter) => ({
  value: chapter.name,
  label: chapterLabel(chapter),
}));
