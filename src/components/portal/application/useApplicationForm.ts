import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormField } from '../../../shared/api-types.ts';
import { COFOUNDER_TOGGLE, isTicked, videoPitchError } from '../../../shared/application-rules.ts';
import { createSubmission, getFormFields, getFormSections } from '../../../lib/api-client.ts';
import {
  allFields,
  controllingCheckbox,
  initialValues,
  isFieldVisible,
  joinSections,
  prefillFromProfile,
  type ApplicationSection,
  type ApplicationValues,
} from '../../../lib/portal/application-form.ts';
import {
  APPLICATION_INVALID,
  buildSubmission,
  submitOutcome,
  validateApplication,
  type ApplicationErrors,
  type PickedFiles,
} from '../../../lib/portal/application-submit.ts';
import { inspectFile, pickError } from '../../../lib/portal/file-checks.ts';
import { PORTAL_TOASTS } from '../../../shared/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { $applicationFormData, $token, $user } from '../../../stores/auth.ts';
import { endSession, isUnauthorized, loadUserDetails, refreshUserDetails } from '../../../stores/user-details.ts';
import { useDraft } from './useDraft.ts';

export type ApplicationStatus = 'loading' | 'load-failed' | 'editing' | 'submitting' | 'submitted';

const logRefreshFailure = (error: unknown) => console.error('Could not refresh the user details', error);

/**
 * The application form's behaviour (spec sections 2, 4, 5 and 8): loading the definition and the
 * profile, the draft, checks on edit, pick and submit, the multipart submission and its outcome.
 */
export function useApplicationForm() {
  const [status, setStatus] = useState<ApplicationStatus>('loading');
  const [justSubmitted, setJustSubmitted] = useState(false);
  const [sections, setSections] = useState<ApplicationSection[]>([]);
  const [values, setValues] = useState<ApplicationValues>({});
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const [files, setFiles] = useState<PickedFiles>({});
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [notice, setNotice] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft();

  const load = useCallback(async (fresh: boolean) => {
    const token = $token.get();
    if (!token) return endSession();
    // The stored user already knows when the application is in: no blank form flashes meanwhile.
    setStatus($user.get()?.isApplicationSubmitted ? 'submitted' : 'loading');
    const [sectionList, fieldList, details] = await Promise.allSettled([
      getFormSections(token),
      getFormFields(token),
      fresh ? refreshUserDetails() : loadUserDetails(),
    ]);
    if (details.status === 'rejected' && isUnauthorized(details.reason)) return; // already sent to /login
    if (details.status === 'fulfilled' && details.value.user.isApplicationSubmitted) {
      setStatus('submitted');
      return;
    }
    if (details.status === 'rejected') {
      console.error('Could not load the user data', details.reason);
      void showToast(PORTAL_TOASTS.userLoadFailed, 'error');
    }
    if (sectionList.status === 'rejected') {
      if (isUnauthorized(sectionList.reason)) return endSession();
      console.error('Could not load the form sections', sectionList.reason);
      void showToast(PORTAL_TOASTS.formLoadFailed, 'error');
      setStatus('load-failed');
      return;
    }
    if (fieldList.status === 'rejected') console.error('Could not load the form fields', fieldList.reason);
    const joined = joinSections(sectionList.value, fieldList.status === 'fulfilled' ? fieldList.value : undefined);
    const prefill =
      details.status === 'fulfilled' ? prefillFromProfile(details.value.user, details.value.startUpInfo) : {};
    setSections(joined);
    setValues(initialValues(allFields(joined), $applicationFormData.get(), prefill));
    setLocked(new Set(Object.keys(prefill)));
    setStatus('editing');
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  // After a failed submit, focus goes to the first field in error, which reads out its message.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const updateErrors = (change: (next: ApplicationErrors) => void) =>
    setErrors((current) => {
      const next = { ...current };
      change(next);
      return next;
    });

  const change = (field: FormField, value: string) => {
    const next = { ...values, [field.name]: value };
    setValues(next);
    draft.save(next);
    updateErrors((found) => {
      delete found[field.name];
      // While typing, the video link shows the gentler 'not a URL yet' message (spec section 5).
      const typing = field.format === 'youtube' ? videoPitchError(value, true) : undefined;
      if (typing) found[field.name] = typing;
      // Unticking 'I have Co-founders' hides its fields, and their errors with them.
      if (field.name === COFOUNDER_TOGGLE && !isTicked(value)) {
        for (const other of allFields(sections))
          if (controllingCheckbox(other) === field.name) delete found[other.name];
      }
    });
  };

  const pick = async (field: FormField, file: File | undefined) => {
    const picked = file ? await inspectFile(file) : undefined;
    setFiles((current) => ({ ...current, [field.name]: picked }));
    // Checked on pick with the on-pick messages; a refused file stays picked so submit names it again.
    const error = picked ? pickError(picked) : undefined;
    updateErrors((found) => {
      if (error) found[field.name] = error;
      else delete found[field.name];
    });
  };

  const showErrors = (found: ApplicationErrors, message: string) => {
    setErrors(found);
    setNotice(message);
    setFocusRequest((n) => n + 1);
  };

  const submit = async () => {
    if (status !== 'editing') return;
    const fields = allFields(sections);
    const found = validateApplication(fields, values, files);
    if (Object.keys(found).length > 0) {
      showErrors(found, APPLICATION_INVALID);
      void showToast(APPLICATION_INVALID, 'error');
      return;
    }
    const token = $token.get();
    if (!token) return endSession();
    setStatus('submitting');
    setNotice(undefined);
    // Whatever happens next, the draft as it stands is on disk.
    draft.save.flush();
    const sent = fields
      .filter((f) => f.fieldType === 'file' && files[f.name] && isFieldVisible(f, values))
      .map((f) => f.name);
    const outcome = submitOutcome(await createSubmission(token, buildSubmission(fields, values, files)), sent);
    if (outcome.submitted || outcome.alreadySubmitted) {
      draft.clear();
      setJustSubmitted(true);
      setStatus('submitted');
      void showToast(outcome.toast, outcome.submitted ? 'success' : 'error');
      // The user is now isApplicationSubmitted: the header and every apply button follow.
      refreshUserDetails().catch(logRefreshFailure);
      return;
    }
    if (outcome.unauthorized) return endSession(outcome.toast);
    setStatus('editing');
    if (Object.keys(outcome.errors).length > 0) showErrors(outcome.errors, outcome.toast);
    void showToast(outcome.toast, 'error');
  };

  return {
    status,
    justSubmitted,
    sections,
    values,
    locked,
    files,
    errors,
    // The notice goes once every error it announced has been dealt with.
    notice: Object.keys(errors).length > 0 ? notice : undefined,
    formRef,
    change,
    pick: (field: FormField, file: File | undefined) => void pick(field, file),
    submit: () => void submit(),
    reload: () => void load(true),
  };
}
