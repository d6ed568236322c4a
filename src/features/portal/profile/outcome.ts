import type { ProfileMode } from '../../../shared/profile-schema.ts';
import type { ApiAnswer, SaveProfileResponse } from '../../../lib/api-client.ts';
import { PORTAL_TOASTS } from '../../../shared/messages/toasts.ts';
import { serverMessage } from '../../../lib/portal/messages.ts';
import { formErrors, type ProfileErrors } from './form.ts';
import { NOTICE_FIELD } from '../../../shared/privacy/notice-acceptance.ts';
import { type GuardianErrors, guardianErrorsFrom } from './guardian.ts';

export type SaveOutcome =
  | { saved: true; toast: string; response: SaveProfileResponse }
  /**
   * `noticeError`: the API's message for the privacy notice's box (not accepted, or since replaced); `guardianErrors`:
   * its messages for the guardian's mobile and code.
   */
  | {
      saved: false;
      toast: string;
      errors: ProfileErrors;
      noticeError?: string;
      guardianErrors: GuardianErrors;
      unauthorized: boolean;
    };

const TOASTS = {
  complete: {
    success: PORTAL_TOASTS.profileCompleted,
    failure: PORTAL_TOASTS.profileCompleteFailed,
    error: PORTAL_TOASTS.profileCompleteError,
  },
  update: {
    success: PORTAL_TOASTS.profileUpdated,
    failure: PORTAL_TOASTS.profileUpdateFailed,
    error: PORTAL_TOASTS.profileUpdateError,
  },
} as const;

/** What a save answer means (docs/spec.md §8): the toast, and the server's per-field messages on a 400. */
export function saveOutcome(answer: ApiAnswer<SaveProfileResponse> | null, mode: ProfileMode): SaveOutcome {
  const toasts = TOASTS[mode];
  if (!answer) return { saved: false, toast: toasts.error, errors: {}, guardianErrors: {}, unauthorized: false };
  if (answer.ok) return { saved: true, toast: serverMessage(answer.data, toasts.success), response: answer.data };
  return {
    saved: false,
    toast: serverMessage(answer.data, toasts.failure),
    errors: formErrors(answer.data.errors ?? {}),
    noticeError: answer.data.errors?.[NOTICE_FIELD],
    guardianErrors: guardianErrorsFrom(answer.data.errors ?? {}),
    unauthorized: answer.status === 401,
  };
}

/** The toast for loading the profile on /profile: the server's message, else the spec's (section 8). */
export function fetchFailureToast(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && 'data' in error) {
    return serverMessage(error.data as { message?: unknown }, PORTAL_TOASTS.profileFetchFailed);
  }
  return PORTAL_TOASTS.profileFetchError;
}
