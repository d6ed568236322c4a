import { useEffect, useMemo, useRef } from 'react';
import type { ProfileErrors, ProfileFieldName } from './form.ts';
import { browserProfileEffects } from './effects.ts';
import type { ProfileValues } from '../../../shared/profile-fields.ts';
import type { ProfileMode } from '../../../shared/profile-schema.ts';
import { createProfileFlow, isLoadedProfile } from './store.ts';
import { useStoreTransitions } from '../../../lib/use-store-transitions.ts';

/** The profile fields that hold text (every field but the two checkboxes). */
type ProfileTextFieldName = {
  [K in ProfileFieldName]: ProfileValues[K] extends string ? K : never;
}[ProfileFieldName];

/** What a text, select or textarea field of the form takes: its id and name, value, error and change handler. */
interface TextFieldBinding {
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

/** Binds the profile flow (store.ts) to the form: its state, and focus after a failed submit. */
export function useProfileForm(mode: ProfileMode, noticeVersion: string) {
  const flow = useMemo(() => createProfileFlow(mode, browserProfileEffects, noticeVersion), [mode, noticeVersion]);
  const state = useStoreTransitions(flow.$profile, isLoadedProfile);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => flow.start(), [flow]);

  // After a failed submit, focus goes to the first field in error, which reads out its message.
  useEffect(() => {
    if (state.focusSeq) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.focusSeq]);

  const binding: ProfileBinding = {
    values: state.values,
    errors: state.errors,
    disabled: state.status === 'loading' || state.status === 'load-failed',
    set: flow.set,
    text: (field) => ({
      id: `profile-${field}`,
      name: field,
      value: state.values[field],
      error: state.errors[field],
      onChange: (value) => flow.set(field, value),
    }),
  };
  return {
    binding,
    notice: state.notice,
    privacy: state.privacy,
    tickNotice: flow.tickNotice,
    guardian: state.guardian,
    setGuardian: flow.setGuardian,
    sendGuardianCode: flow.sendGuardianCode,
    status: state.status,
    formRef,
    submit: flow.submit,
    reload: flow.reload,
  };
}
