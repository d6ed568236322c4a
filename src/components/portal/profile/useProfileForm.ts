import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileMode } from '../../../shared/profile-schema.ts';
import { saveProfile } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/portal/messages.ts';
import { PORTAL_TOASTS } from '../../../shared/messages.ts';
import {
  EMPTY_PROFILE,
  changeProfile,
  clearErrorsFor,
  profileFromApi,
  type ProfileErrors,
  type ProfileFieldName,
  type ProfileValues,
} from '../../../lib/portal/profile-form.ts';
import { fetchFailureToast, saveOutcome } from '../../../lib/portal/profile-outcome.ts';
import { showToast } from '../../../lib/toast.ts';
import { $token, signIn } from '../../../stores/auth.ts';
import {
  endSession,
  isUnauthorized,
  loadUserDetails,
  refreshUserDetails,
  storeUser,
} from '../../../stores/user-details.ts';

/** The shared zod schema is heavy: fetched on first focus, long before the first submit. */
export const loadProfileCheck = () => import('../../../lib/portal/profile-check.ts');

export type ProfileStatus = 'loading' | 'load-failed' | 'editing' | 'submitting' | 'completed';

/** The profile fields that hold text (every field but the two checkboxes). */
export type ProfileTextFieldName = {
  [K in ProfileFieldName]: ProfileValues[K] extends string ? K : never;
}[ProfileFieldName];

/** What a text, select or textarea field of the form takes: its id and name, value, error and change handler. */
export interface TextFieldBinding {
  id: string;
  name: ProfileTextFieldName;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** What a field component needs: its value, its error and a way to change it. */
export interface ProfileBinding {
  values: ProfileValues;
  errors: ProfileErrors;
  disabled: boolean;
  set: <K extends ProfileFieldName>(field: K, value: ProfileValues[K]) => void;
  /** Everything a text-valued field passes to its component, under the id 'profile-<name>'. */
  text: (field: ProfileTextFieldName) => TextFieldBinding;
}

/**
 * The complete-profile and profile forms' behaviour (spec sections 4, 5 and 8): loading on /profile,
 * edits with the JITO rules, the check on submit with one message per field, the save and its toasts.
 */
export function useProfileForm(mode: ProfileMode) {
  const [values, setValues] = useState<ProfileValues>(EMPTY_PROFILE);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [notice, setNotice] = useState<string>();
  const [status, setStatus] = useState<ProfileStatus>(mode === 'update' ? 'loading' : 'editing');
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const load = useCallback(async (fresh: boolean) => {
    setStatus('loading');
    try {
      const details = await (fresh ? refreshUserDetails() : loadUserDetails());
      setValues(profileFromApi(details.user, details.startUpInfo));
      setStatus('editing');
      void showToast(serverMessage(details, PORTAL_TOASTS.profileFetched));
    } catch (error) {
      // A refused session has already sent the visitor to /login.
      if (isUnauthorized(error)) return;
      console.error('Could not load the profile', error);
      setStatus('load-failed');
      void showToast(fetchFailureToast(error), 'error');
    }
  }, []);

  useEffect(() => {
    if (mode === 'update') void load(false);
  }, [mode, load]);

  // After a failed submit, focus goes to the first field in error, which reads out its message.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set: ProfileBinding['set'] = (field, value) => {
    setValues((current) => changeProfile(current, field, value));
    setErrors((current) => clearErrorsFor(current, field));
  };

  const showErrors = (found: ProfileErrors, message: string) => {
    setErrors(found);
    setNotice(message);
    setFocusRequest((n) => n + 1);
  };

  const submit = async () => {
    if (status === 'submitting' || status === 'loading') return;
    setStatus('submitting');
    const check = (await loadProfileCheck()).checkProfile(values, mode);
    if (!check.ok) {
      setStatus('editing');
      showErrors(check.errors, check.notice);
      void showToast(check.notice, 'error');
      return;
    }
    setErrors({});
    setNotice(undefined);
    const token = $token.get();
    if (!token) return endSession();

    const outcome = saveOutcome(await saveProfile(token, check.payload), mode);
    if (!outcome.saved) {
      if (outcome.unauthorized) return endSession(outcome.toast);
      setStatus('editing');
      if (Object.keys(outcome.errors).length > 0) showErrors(outcome.errors, outcome.toast);
      void showToast(outcome.toast, 'error');
      return;
    }
    const { user, startup, startUpInfo, token: newToken } = outcome.response;
    if (mode === 'complete') {
      // Spec section 7: store the user, refresh the user details, show the success panel.
      signIn(newToken ?? token, user);
      refreshUserDetails().catch((error: unknown) => console.error('Could not refresh the user details', error));
      setStatus('completed');
    } else {
      // Spec section 4: after an update the form is refilled from the answer.
      storeUser(user);
      setValues(profileFromApi(user, startup ?? startUpInfo));
      setStatus('editing');
    }
    void showToast(outcome.toast);
  };

  const binding: ProfileBinding = {
    values,
    errors,
    disabled: status === 'loading' || status === 'load-failed',
    set,
    text: (field) => ({
      id: `profile-${field}`,
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (value) => set(field, value),
    }),
  };
  // The notice goes once every error it announced has been dealt with.
  const shownNotice = Object.keys(errors).length > 0 ? notice : undefined;
  return { binding, notice: shownNotice, status, formRef, submit, reload: () => void load(true) };
}
