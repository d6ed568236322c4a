/**
 * The application flow's effects in the browser: the API, the stored session, toasts, and the draft saved
 * 500 ms after typing stops (docs/spec.md §4 and §9), in localStorage and in the account. A save still waiting when the
 * page goes away is written at once, unless the visitor signed out meanwhile: logout removes the draft
 * and nothing may bring it back.
 */
import { createSubmission, getFormFields, getFormSections } from '../../../lib/api-client.ts';
import {
  editSubmission,
  getApplicationDraft,
  getSubmission,
  saveApplicationDraft,
  saveDraftFile,
  withdrawSubmission,
} from '../../../lib/applicant-api.ts';
import { showToast } from '../../../lib/toast.ts';
import { $applicationFormData, $token, $user } from '../../../stores/auth.ts';
import type { ApplicationEffects } from './flow-context.ts';
import { loadApplicationWindow } from '../common/application-window.ts';
import { endSession, isUnauthorized, loadUserDetails, refreshUserDetails } from '../../../stores/user-details.ts';
import type { ApplicationValues } from './form.ts';
import { DRAFT_SAVE_DELAY_MS, debounce } from './debounce.ts';
import { SAVED_AT } from './draft-choice.ts';
import type { DraftSaveOutcome } from './draft-sync.ts';
import type { DraftRevision } from '../../../shared/api-types.ts';

/**
 * Saves on this device (with the time, so the newer of it and the account's copy wins), then hands the answers to the
 * flow's account copy (account-draft.ts).
 */
const saveDraft = debounce((values: ApplicationValues, toAccount: (values: ApplicationValues) => void) => {
  if (!$token.get()) return;
  $applicationFormData.set({ ...values, [SAVED_AT]: Date.now() });
  toAccount(values);
}, DRAFT_SAVE_DELAY_MS);

/** One save to the account as draft-sync.ts reads it: stored, refused by a newer draft, or neither. */
async function saveToAccount(
  token: string,
  answers: ApplicationValues,
  baseRevision: number | undefined,
): Promise<DraftSaveOutcome> {
  const answer = await saveApplicationDraft(token, answers, baseRevision);
  if (!answer) return { failed: true };
  if (answer.ok) return typeof answer.data.revision === 'number' ? { saved: answer.data.revision } : { failed: true };
  // A 409 for a save made from an older revision carries the newer draft (a 409 after submitting carries none).
  const { draft } = answer.data as { draft?: DraftRevision };
  return answer.status === 409 && draft ? { conflict: draft } : { failed: true };
}

/** Writes a waiting draft save when the page is hidden for good. Returns a way to stop (and drop it). */
export function flushDraftOnPageHide(): () => void {
  const flush = () => saveDraft.flush();
  window.addEventListener('pagehide', flush);
  return () => {
    window.removeEventListener('pagehide', flush);
    saveDraft.cancel();
  };
}

export const browserApplicationEffects: ApplicationEffects = {
  token: () => $token.get(),
  storedUser: () => $user.get(),
  getFormSections,
  getFormFields,
  loadUserDetails: (fresh) => (fresh ? refreshUserDetails() : loadUserDetails()),
  isUnauthorized,
  endSession,
  createSubmission,
  withdrawSubmission,
  getSubmission,
  editSubmission,
  refreshUserDetails: () => {
    refreshUserDetails().catch((error: unknown) => console.error('Could not refresh the user details', error));
  },
  refreshWindow: () => void loadApplicationWindow(true),
  toast: (message, kind) => void showToast(message, kind),
  draft: {
    read: () => $applicationFormData.get(),
    readServer: async (token) => {
      const answer = await getApplicationDraft(token);
      return answer?.ok ? answer.data.draft : undefined;
    },
    saveServer: saveToAccount,
    saveFile: async (token, fieldName, file) => Boolean((await saveDraftFile(token, fieldName, file))?.ok),
    removeFile: (token, fieldName) => void saveDraftFile(token, fieldName, null),
    schedule: saveDraft,
    flush: () => saveDraft.flush(),
    clear: () => {
      saveDraft.cancel();
      $applicationFormData.set(undefined);
    },
  },
};
