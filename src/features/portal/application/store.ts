/**
 * The startup application (docs/spec.md §2, §4, §5 and §8): loading the definition and the profile, the
 * draft, checks on edit, pick and submit, the multipart submission and its outcome. State and
 * decisions live here; effects come in as `ApplicationEffects`, so the flow is tested without a browser.
 */
import { map } from 'nanostores';
import type { ApiAnswer, MessageResponse, SubmissionResponse, UserDetailsResponse } from '../../../lib/api-client.ts';
import type { SubmissionEditResponse } from '../../../lib/applicant-api.ts';
import {
  allFields,
  controllingCheckbox,
  initialValues,
  isFieldVisible,
  joinSections,
  prefillFromProfile,
  type ApplicationSection,
  type ApplicationValues,
} from './form.ts';
import {
  APPLICATION_INVALID,
  buildSubmission,
  submitOutcome,
  validateApplication,
  type ApplicationErrors,
  type PickedFiles,
} from './submit.ts';
import { type DraftSource, chooseDraft, hasAnswers } from './draft-choice.ts';
import type { DraftSaveOutcome } from './draft-sync.ts';
import { createAccountDraft } from './account-draft.ts';
import { inspectFile, pickError } from './file-checks.ts';
import type { ToastKind } from '../../../lib/toast.ts';
import type { ApplicantSubmission, ApplicationDraft, FormField, FormSection } from '../../../shared/api-types.ts';
import type { ApplicantStatus } from '../../../shared/organiser-schemas.ts';
import {
  COFOUNDER_TOGGLE,
  PITCH_DECK,
  VIDEO_PITCH,
  isTicked,
  videoPitchError,
} from '../../../shared/application-rules.ts';
import { APPLICATION_MESSAGES } from '../../../shared/messages/application.ts';
import { PORTAL_TOASTS } from '../../../shared/messages/toasts.ts';
import { createSubmittedActions } from './submitted.ts';
import { lockedAnswers } from '../../../shared/fixed-answers.ts';
import type { StoredUser } from '../../../lib/stored-user.ts';

type ApplicationStatus = 'loading' | 'load-failed' | 'editing' | 'submitting' | 'submitted' | 'withdrawing';

export interface ApplicationState {
  status: ApplicationStatus;
  /** True when the submitted screen follows this visitor's own submission, not an earlier one. */
  justSubmitted: boolean;
  /** True when this visitor's submission was refused (409) because one was already in, from another tab or device. */
  alreadyIn: boolean;
  sections: ApplicationSection[];
  values: ApplicationValues;
  /**
   * Read-only fields (src/shared/fixed-answers.ts): those filled in from the profile, or while changing a submitted
   * application the founder's name, phone and e-mail; and the pitch deck once a file is chosen.
   */
  locked: readonly string[];
  /** Some fields came from the profile. */
  prefilled: boolean;
  files: PickedFiles;
  errors: ApplicationErrors;
  /** 'Please fix errors before submitting' while any error it announced is left. */
  notice: string | undefined;
  /** Changes when focus should go to the first field in error. */
  focusSeq: number;
  /** A saved draft came back: its files did not, and the visitor is told to attach them again. */
  draftRestored: boolean;
  /**
   * The applicant's latest application, when it was withdrawn (by them or by the organisers): the page leads with that
   * outcome, and the form is for applying again.
   */
  withdrawal: ApplicantStatus | null;
  /** Changing the submitted application: the files it keeps unless chosen again, by field name. */
  amending: Record<string, string> | undefined;
  /** Files saved with the account's draft, by field name: sent by the server when no other is chosen. */
  draftFiles: Record<string, string>;
  /** Both this device and the account had a draft: which one was restored (the newer). */
  draftSource: DraftSource | undefined;
  /** Another tab or device saved the draft meanwhile: the fields taken from it, and those both changed (by label). */
  draftMerged: { taken: string[]; clashes: { label: string; theirs: string }[] } | undefined;
}

export interface ApplicationEffects {
  token(): string | undefined;
  storedUser(): StoredUser | undefined;
  getFormSections(token: string): Promise<FormSection[]>;
  getFormFields(token: string): Promise<FormField[]>;
  loadUserDetails(fresh: boolean): Promise<UserDetailsResponse>;
  isUnauthorized(error: unknown): boolean;
  endSession(reason?: string): void;
  createSubmission(token: string, body: FormData): Promise<ApiAnswer<SubmissionResponse> | null>;
  withdrawSubmission(token: string): Promise<ApiAnswer<MessageResponse> | null>;
  getSubmission(token: string): Promise<ApiAnswer<ApplicantSubmission> | null>;
  editSubmission(token: string, body: FormData): Promise<ApiAnswer<SubmissionEditResponse> | null>;
  /** Refreshes the stored user after a submission, so the header and apply buttons follow. */
  refreshUserDetails(): void;
  /** Reads the application window again, so the page turns to the closed state the API answered with. */
  refreshWindow(): void;
  toast(message: string, kind?: ToastKind): void;
  /**
   * The saved draft: on this device (localStorage `applicationFormData`) read, save soon, save now, forget;
   * in the account, read (undefined when it cannot be reached) and its files saved or removed per field.
   */
  draft: {
    read(): Record<string, unknown> | undefined;
    readServer(token: string): Promise<ApplicationDraft['draft'] | undefined>;
    /** PUT the answers to the account, made from `baseRevision` (draft-sync.ts). */
    saveServer(token: string, answers: ApplicationValues, baseRevision: number | undefined): Promise<DraftSaveOutcome>;
    saveFile(token: string, fieldName: string, file: File): Promise<boolean>;
    removeFile(token: string, fieldName: string): void;
    /** Saves on this device soon, then hands the answers to `toAccount`. */
    schedule(values: ApplicationValues, toAccount: (values: ApplicationValues) => void): void;
    flush(): void;
    clear(): void;
  };
}

const INITIAL: ApplicationState = {
  status: 'loading',
  justSubmitted: false,
  alreadyIn: false,
  sections: [],
  values: {},
  locked: [],
  prefilled: false,
  files: {},
  errors: {},
  notice: undefined,
  focusSeq: 0,
  draftRestored: false,
  withdrawal: null,
  amending: undefined,
  draftFiles: {},
  draftSource: undefined,
  draftMerged: undefined,
};

export function createApplicationFlow(effects: ApplicationEffects) {
  const $application = map<ApplicationState>({ ...INITIAL });
  const patch = (change: Partial<ApplicationState>) => $application.set({ ...$application.get(), ...change });

  /** Sets the errors; the notice stays only while some error is left. */
  const setErrors = (errors: ApplicationErrors) =>
    patch({ errors, notice: Object.keys(errors).length > 0 ? $application.get().notice : undefined });

  const showErrors = (errors: ApplicationErrors, notice: string) =>
    patch({ errors, notice, focusSeq: $application.get().focusSeq + 1 });

  const showSubmitted = (justSubmitted: boolean, alreadyIn = false) =>
    patch({ status: 'submitted', justSubmitted, alreadyIn });

  const edits = createSubmittedActions({
    effects,
    get: () => $application.get(),
    patch,
    showErrors,
    initial: INITIAL,
    reload: () => load(true),
  });

  const accountDraft = createAccountDraft({ effects, get: () => $application.get(), patch });

  async function load(fresh: boolean) {
    const token = effects.token();
    if (!token) return effects.endSession();
    // The stored user already knows when the application is in: no blank form flashes meanwhile.
    patch({ status: effects.storedUser()?.isApplicationSubmitted ? 'submitted' : 'loading' });
    const [sectionList, fieldList, details, serverDraft] = await Promise.allSettled([
      effects.getFormSections(token),
      effects.getFormFields(token),
      effects.loadUserDetails(fresh),
      effects.draft.readServer(token),
    ]);
    if (details.status === 'rejected' && effects.isUnauthorized(details.reason)) return; // already sent to /login
    if (details.status === 'fulfilled' && details.value.user.isApplicationSubmitted) return showSubmitted(false);
    if (details.status === 'rejected') {
      console.error('Could not load the user data', details.reason);
      effects.toast(PORTAL_TOASTS.userLoadFailed, 'error');
    }
    if (sectionList.status === 'rejected') {
      if (effects.isUnauthorized(sectionList.reason)) return effects.endSession();
      console.error('Could not load the form sections', sectionList.reason);
      effects.toast(PORTAL_TOASTS.formLoadFailed, 'error');
      patch({ status: 'load-failed' });
      return;
    }
    if (fieldList.status === 'rejected') console.error('Could not load the form fields', fieldList.reason);
    const sections = joinSections(sectionList.value, fieldList.status === 'fulfilled' ? fieldList.value : undefined);
    const prefill =
      details.status === 'fulfilled' ? prefillFromProfile(details.value.user, details.value.startUpInfo) : {};
    const server = serverDraft.status === 'fulfilled' ? serverDraft.value : undefined;
    const draft = chooseDraft(effects.draft.read(), server);
    accountDraft.start(server === undefined ? undefined : (server ?? { revision: 0, answers: {} }));
    patch({
      sections,
      values: initialValues(allFields(sections), draft.answers, prefill),
      locked: lockedAnswers(Object.keys(prefill), false),
      prefilled: Object.keys(prefill).length > 0,
      status: 'editing',
      draftRestored: hasAnswers(draft.answers),
      draftFiles: draft.files,
      draftSource: draft.source,
      withdrawal:
        details.status === 'fulfilled' && details.value.applicationStatus?.status === 'WITHDRAWN'
          ? details.value.applicationStatus
          : null,
    });
  }

  function change(field: FormField, value: string) {
    const { values, errors, sections } = $application.get();
    const next = { ...values, [field.name]: value };
    patch({ values: next });
    // An edit of the submitted application is not a draft of a new one.
    if (!$application.get().amending) effects.draft.schedule(next, accountDraft.save);
    const found = { ...errors };
    delete found[field.name];
    // While typing, the video link shows the gentler 'not a URL yet' message (docs/spec.md §5).
    const typing = field.format === 'youtube' ? videoPitchError(value, true) : undefined;
    if (typing) found[field.name] = typing;
    // A video link answers the deck-or-video message on the deck too.
    if (field.name === VIDEO_PITCH && found[PITCH_DECK] === APPLICATION_MESSAGES.deckOrVideo) delete found[PITCH_DECK];
    // Unticking 'I have Co-founders' hides its fields, and their errors with them.
    if (field.name === COFOUNDER_TOGGLE && !isTicked(value)) {
      for (const other of allFields(sections)) if (controllingCheckbox(other) === field.name) delete found[other.name];
    }
    setErrors(found);
  }

  /** Checked on pick with the on-pick messages; a refused file stays picked so submit names it again. */
  async function pick(field: FormField, file: File | undefined) {
    const picked = file ? await inspectFile(file) : undefined;
    const { files, errors, locked } = $application.get();
    const error = picked ? pickError(picked) : undefined;
    const found = { ...errors };
    if (error) found[field.name] = error;
    else delete found[field.name];
    if (picked && found[VIDEO_PITCH] === APPLICATION_MESSAGES.deckOrVideo) delete found[VIDEO_PITCH];
    // docs/spec.md §4: choosing a pitch deck locks its marker; removing the file releases it.
    const others = locked.filter((name) => name !== field.name);
    patch({
      files: { ...files, [field.name]: picked },
      locked: field.name === PITCH_DECK && picked ? [...others, field.name] : others,
    });
    setErrors(found);
    void accountDraft.keepFile(field.name, picked && !error ? picked.file : undefined);
  }

  async function submit() {
    const { status, sections, values, files, amending, draftFiles } = $application.get();
    if (status !== 'editing') return;
    const fields = allFields(sections);
    const found = validateApplication(fields, values, files, new Set(Object.keys(amending ?? draftFiles)));
    if (Object.keys(found).length > 0) {
      showErrors(found, APPLICATION_INVALID);
      effects.toast(APPLICATION_INVALID, 'error');
      return;
    }
    const token = effects.token();
    if (!token) return effects.endSession();
    patch({ status: 'submitting', notice: undefined });
    if (amending) return edits.save(token, buildSubmission(fields, values, files));
    // Whatever happens next, the draft as it stands is on disk.
    effects.draft.flush();
    const sent = fields
      .filter((f) => f.fieldType === 'file' && files[f.name] && isFieldVisible(f, values))
      .map((f) => f.name);
    const outcome = submitOutcome(await effects.createSubmission(token, buildSubmission(fields, values, files)), sent);
    if (outcome.submitted || outcome.alreadySubmitted) {
      effects.draft.clear();
      // A 409 means it is in already: the submitted screen says so, with no red toast beside it.
      showSubmitted(outcome.submitted, !outcome.submitted);
      if (outcome.submitted) effects.toast(outcome.toast, 'success');
      effects.refreshUserDetails();
      return;
    }
    if (outcome.unauthorized) return effects.endSession(outcome.toast);
    patch({ status: 'editing' });
    if (outcome.windowShut) effects.refreshWindow();
    if (Object.keys(outcome.errors).length > 0) showErrors(outcome.errors, outcome.toast);
    effects.toast(outcome.toast, 'error');
  }

  return {
    $application,
    withdraw: () => void edits.withdraw(),
    startEdit: () => void edits.start(),
    cancelEdit: edits.cancel,
    start: () => void load(false),
    reload: () => void load(true),
    change,
    pick: (field: FormField, file: File | undefined) => void pick(field, file),
    submit: () => void submit(),
  };
}
