/**
 * What each action of the application flow is handed: the effects (the API, storage, toasts, the window), the page's
 * state, and the account's copy of the draft. Effects come in from outside, so the flow is tested without a browser.
 */
import type { WritableAtom } from 'nanostores';
import type { ApiAnswer, MessageResponse, SubmissionResponse, UserDetailsResponse } from '../../../lib/api-client.ts';
import type { SubmissionEditResponse } from '../../../lib/applicant-api.ts';
import type { StoredUser } from '../../../lib/stored-user.ts';
import type { ToastKind } from '../../../lib/toast.ts';
import type { ApplicantSubmission, ApplicationDraft, FormField, FormSection } from '../../../shared/api-types.ts';
import type { DraftBase, DraftSaveOutcome } from './draft-sync.ts';
import type { ApplicationValues } from './form.ts';
import type { ApplicationState } from './state.ts';

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

/** The account's copy of the draft (account-draft.ts). */
export interface AccountDraft {
  /** The account's draft as the page loaded it (undefined when it could not be read). */
  start(loaded: DraftBase | undefined): void;
  save(answers: ApplicationValues): void;
  keepFile(fieldName: string, file: File | undefined): Promise<void>;
}

export interface ApplicationFlow {
  effects: ApplicationEffects;
  $application: WritableAtom<ApplicationState>;
  accountDraft: AccountDraft;
}
