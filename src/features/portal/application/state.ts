/**
 * What the application page shows, as one of its states: loading, failed to load, the form (a new application, or a
 * change to the submitted one), or the submitted screen. Each state carries only what it shows, so no flag can be read
 * in a state where it means nothing. The pure steps between states live here; the actions that take them (load.ts,
 * edit-fields.ts, send-application.ts, submitted.ts) are handed the store.
 */
import type { ApplicantStatus } from '../../../shared/organiser-schemas.ts';
import type { DraftSource } from './draft-choice.ts';
import type { ApplicationSection, ApplicationValues } from './form.ts';
import type { ApplicationErrors, PickedFiles } from './submit.ts';

/** What every form holds, new application or change. */
interface FormBasics {
  /** 'submitting' while the application or the change is on its way. */
  status: 'editing' | 'submitting';
  sections: ApplicationSection[];
  values: ApplicationValues;
  /**
   * Read-only fields (src/shared/fixed-answers.ts): those filled in from the profile, or while changing a submitted
   * application the founder's name, phone and e-mail; and the pitch deck once a file is chosen.
   */
  locked: readonly string[];
  files: PickedFiles;
  errors: ApplicationErrors;
  /** 'Please fix errors before submitting' while any error it announced is left. */
  notice: string | undefined;
  /** Changes when focus should go to the first field in error. */
  focusSeq: number;
}

/** A new application: the profile's answers, the draft it restored and where from. */
export interface NewApplicationForm extends FormBasics {
  amending: undefined;
  /** Some fields came from the profile. */
  prefilled: boolean;
  /** A saved draft came back: its files did not, and the visitor is told to attach them again. */
  draftRestored: boolean;
  /** Files saved with the account's draft, by field name: sent by the server when no other is chosen. */
  draftFiles: Record<string, string>;
  /** Both this device and the account had a draft: which one was restored (the newer). */
  draftSource: DraftSource | undefined;
  /** Another tab or device saved the draft meanwhile: the fields taken from it, and those both changed (by label). */
  draftMerged: { taken: string[]; clashes: { label: string; theirs: string }[] } | undefined;
  /**
   * The applicant's latest application, when it was withdrawn (by them or by the organisers): the page leads with that
   * outcome, and the form is for applying again.
   */
  withdrawal: ApplicantStatus | null;
}

/** Changing the submitted application: no draft; the files it keeps unless chosen again, by field name. */
interface ChangeForm extends FormBasics {
  amending: Record<string, string>;
}

export type ApplicationForm = NewApplicationForm | ChangeForm;

interface SubmittedFlags {
  /** True when the submitted screen follows this visitor's own submission, not an earlier one. */
  justSubmitted: boolean;
  /** True when this visitor's submission was refused (409) because one was already in, from another tab or device. */
  alreadyIn: boolean;
}

/** The application is in: the submitted screen, also while a withdrawal is on its way. */
export type SubmittedScreen = ({ status: 'submitted' } | { status: 'withdrawing' }) & SubmittedFlags;

export type ApplicationState = { status: 'loading' } | { status: 'load-failed' } | SubmittedScreen | ApplicationForm;

export const LOADING: ApplicationState = { status: 'loading' };

export const isForm = (state: ApplicationState): state is ApplicationForm =>
  state.status === 'editing' || state.status === 'submitting';

export const isNewApplication = (state: ApplicationState): state is NewApplicationForm =>
  isForm(state) && !state.amending;

/** What a form opens with: nothing picked, nothing found wrong yet. The caller adds what makes it new or a change. */
export const formBasics = (sections: ApplicationSection[], values: ApplicationValues, locked: readonly string[]) => ({
  status: 'editing' as const,
  sections,
  values,
  locked,
  files: {},
  errors: {},
  notice: undefined,
  focusSeq: 0,
});

/** The submitted screen; its flags stay as they were while the state already was that screen. */
export function submittedScreen(state: ApplicationState, flags?: SubmittedFlags): SubmittedScreen {
  const kept = state.status === 'submitted' || state.status === 'withdrawing' ? state : undefined;
  return {
    status: 'submitted',
    justSubmitted: flags?.justSubmitted ?? kept?.justSubmitted ?? false,
    alreadyIn: flags?.alreadyIn ?? kept?.alreadyIn ?? false,
  };
}

/** The errors found; the notice stays only while some error is left. */
export const withErrors = <F extends ApplicationForm>(form: F, errors: ApplicationErrors): F => ({
  ...form,
  errors,
  notice: Object.keys(errors).length > 0 ? form.notice : undefined,
});

/** Errors to show with their notice, focus going to the first of them. */
export const showingErrors = <F extends ApplicationForm>(form: F, errors: ApplicationErrors, notice: string): F => ({
  ...form,
  errors,
  notice,
  focusSeq: form.focusSeq + 1,
});

/** The server refused what the form sent: editing again, with the errors it named (if any) under its message. */
export function refused<F extends ApplicationForm>(form: F, errors: ApplicationErrors, message: string): F {
  const editing = { ...form, status: 'editing' as const };
  return Object.keys(errors).length > 0 ? showingErrors(editing, errors, message) : editing;
}
