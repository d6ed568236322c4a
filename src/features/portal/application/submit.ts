/**
 * Checking and sending the application (docs/spec.md §3, §5 and §8): every visible field's rule, the
 * multipart body, and what the server's answer means for the visitor.
 */
import type { FormField } from '../../../shared/api-types.ts';
import { fieldValueError, isFieldRequired, missingPitchFields, PITCH_DECK } from '../../../shared/application-rules.ts';
import { APPLICATION_MESSAGES } from '../../../shared/messages/application.ts';
import { PORTAL_TOASTS } from '../../../shared/messages/toasts.ts';
import type { ApiAnswer, SubmissionResponse } from '../../../lib/api-client.ts';
import { isFieldVisible, type ApplicationValues } from './form.ts';
import { submitFileError, type PickedFile } from './file-checks.ts';
import { serverMessage } from '../../../lib/portal/messages.ts';

export type ApplicationErrors = Record<string, string>;
export type PickedFiles = Record<string, PickedFile | undefined>;

/**
 * One message per visible field that fails its rule; hidden co-founder fields are not checked. `kept` names
 * the file fields an edit leaves as they were submitted: they count as attached.
 */
export function validateApplication(
  fields: readonly FormField[],
  values: ApplicationValues,
  files: PickedFiles,
  kept: ReadonlySet<string> = new Set(),
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const field of fields) {
    if (!isFieldVisible(field, values)) continue;
    const error =
      field.fieldType === 'file'
        ? submitFileError(files[field.name], isFieldRequired(field, values) && !kept.has(field.name))
        : fieldValueError(field, values[field.name] ?? '', values);
    if (error) errors[field.name] = error;
  }
  const names = fields.map((f) => f.name);
  for (const name of missingPitchFields(names, values, Boolean(files[PITCH_DECK]) || kept.has(PITCH_DECK))) {
    errors[name] ??= APPLICATION_MESSAGES.deckOrVideo;
  }
  return errors;
}

/** One entry of the 'fields' part. File entries carry an empty value and the field's name. */
export interface SubmissionEntry {
  fieldId: number;
  value: string;
  name?: string;
}

/** The entries of the 'fields' part: every field, hidden ones sent empty. */
export function submissionEntries(fields: readonly FormField[], values: ApplicationValues): SubmissionEntry[] {
  return fields.map((field) => {
    if (field.fieldType === 'file') return { fieldId: field.id, value: '', name: field.name };
    const value = isFieldVisible(field, values) ? (values[field.name] ?? '').trim() : '';
    return { fieldId: field.id, value };
  });
}

/** The multipart body: a part per picked file named by its field, and the 'fields' JSON part. */
export function buildSubmission(fields: readonly FormField[], values: ApplicationValues, files: PickedFiles): FormData {
  const body = new FormData();
  for (const field of fields) {
    const picked = files[field.name];
    if (field.fieldType === 'file' && picked && isFieldVisible(field, values)) {
      body.append(field.name, picked.file, picked.file.name);
    }
  }
  body.append('fields', JSON.stringify(submissionEntries(fields, values)));
  return body;
}

export type SubmitOutcome =
  | { submitted: true; toast: string }
  | {
      submitted: false;
      toast: string;
      errors: ApplicationErrors;
      unauthorized: boolean;
      alreadySubmitted: boolean;
      /** 403: the window is not open (any more); the page should read it again and show the closed state. */
      windowShut: boolean;
    };

/**
 * What the answer to a submission means (docs/spec.md §8): 201 is success; another success status is
 * 'Submission failed'; an error status gives the server's message; no answer is 'Error submitting form'.
 * A refused file (413, 415) is pinned on the file field when only one file was sent.
 */
export function submitOutcome(
  answer: ApiAnswer<SubmissionResponse> | null,
  sentFileFields: readonly string[],
): SubmitOutcome {
  const failure = (toast: string, errors: ApplicationErrors = {}, status = 0): SubmitOutcome => ({
    submitted: false,
    toast,
    errors,
    unauthorized: status === 401,
    alreadySubmitted: status === 409,
    windowShut: status === 403,
  });
  if (!answer) return failure(PORTAL_TOASTS.applicationError);
  if (answer.ok) return { submitted: true, toast: PORTAL_TOASTS.applicationSubmitted };
  if (answer.status < 400) return failure(PORTAL_TOASTS.applicationNotCreated, {}, answer.status);
  const toast = serverMessage(answer.data, PORTAL_TOASTS.applicationServerError);
  const errors: ApplicationErrors = { ...(answer.data.errors ?? {}) };
  const fileRefused = answer.status === 413 || answer.status === 415;
  if (fileRefused && Object.keys(errors).length === 0 && sentFileFields.length === 1)
    errors[sentFileFields[0]!] = toast;
  return failure(toast, errors, answer.status);
}

export const APPLICATION_INVALID = APPLICATION_MESSAGES.formInvalid;
