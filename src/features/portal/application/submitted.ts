/**
 * What the applicant may do with a submitted application: change it (PUT /api/submission: open it in the form
 * when the server says it may still change, send the edit, read the answer) or withdraw it. Part of the
 * application flow (./application.ts), which hands in its state and effects.
 */
import type { ApiAnswer, SubmissionResponse } from '../../../lib/api-client.ts';
import { allFields, initialValues, joinSections } from './form.ts';
import { type ApplicationErrors, submitOutcome } from './submit.ts';
import { serverMessage } from '../../../lib/portal/messages.ts';
import { APPLICANT_CHANGE_MESSAGES } from '../../../shared/messages/applicant-changes.ts';
import { PORTAL_TOASTS } from '../../../shared/messages/toasts.ts';
import { lockedAnswers } from '../../../shared/fixed-answers.ts';
import type { ApplicationEffects, ApplicationState } from './store.ts';

interface EditContext {
  effects: ApplicationEffects;
  get(): ApplicationState;
  patch(change: Partial<ApplicationState>): void;
  showErrors(errors: ApplicationErrors, notice: string): void;
  initial: ApplicationState;
  /** Loads the page's state again from the server. */
  reload(): Promise<void>;
}

export function createSubmittedActions({ effects, get, patch, showErrors, initial, reload }: EditContext) {
  const backToSubmitted = () =>
    patch({ status: 'submitted', amending: undefined, files: {}, errors: {}, notice: undefined });

  /** The answers as submitted, the founder's own details locked (fixed-answers.ts), and the files it keeps. */
  async function start() {
    const token = effects.token();
    if (!token || get().status !== 'submitted') return;
    const [answer, sectionList, fieldList] = await Promise.all([
      effects.getSubmission(token),
      effects.getFormSections(token).catch(() => undefined),
      effects.getFormFields(token).catch(() => undefined),
    ]);
    if (!answer || !answer.ok) {
      if (answer?.status === 401) return effects.endSession(answer.data.message);
      return effects.toast(serverMessage(answer?.data, PORTAL_TOASTS.formLoadFailed), 'error');
    }
    if (!sectionList) return effects.toast(PORTAL_TOASTS.formLoadFailed, 'error');
    const { submission } = answer.data;
    if (!submission.editable) return effects.toast(submission.editRefusal, 'error');
    const sections = joinSections(sectionList, fieldList);
    const answers = Object.fromEntries(submission.answers.map((a) => [a.name, a.value]));
    patch({
      ...initial,
      status: 'editing',
      sections,
      values: initialValues(allFields(sections), answers, {}),
      locked: lockedAnswers([], true),
      amending: Object.fromEntries(submission.files.map((f) => [f.fieldName, f.originalName])),
    });
  }

  /** Saved: the submitted screen again. Refused for good (window shut, decision out): that screen too. */
  async function save(token: string, body: FormData) {
    const answer = await effects.editSubmission(token, body);
    if (answer?.ok) {
      effects.toast(answer.data.message, 'success');
      return backToSubmitted();
    }
    const outcome = submitOutcome(answer as ApiAnswer<SubmissionResponse> | null, []);
    if (outcome.submitted) return backToSubmitted();
    if (outcome.unauthorized) return effects.endSession(outcome.toast);
    effects.toast(outcome.toast, 'error');
    if (answer?.status === 403 || answer?.status === 404) {
      effects.refreshWindow();
      return backToSubmitted();
    }
    patch({ status: 'editing' });
    if (Object.keys(outcome.errors).length > 0) showErrors(outcome.errors, outcome.toast);
  }

  /** Withdraws the submitted application (the page asked for confirmation), then shows the form again. */
  async function withdraw() {
    if (get().status !== 'submitted') return;
    const token = effects.token();
    if (!token) return effects.endSession();
    patch({ status: 'withdrawing' });
    const answer = await effects.withdrawSubmission(token);
    if (answer?.status === 401) return effects.endSession(answer.data.message);
    // Already withdrawn elsewhere (another tab): the page catches up all the same.
    if (answer?.ok || answer?.status === 409) {
      effects.toast(answer.data.message ?? APPLICANT_CHANGE_MESSAGES.withdrawn, answer.ok ? 'success' : 'info');
      effects.refreshUserDetails();
      return reload();
    }
    patch({ status: 'submitted' });
    effects.toast(answer?.data.message ?? APPLICANT_CHANGE_MESSAGES.withdrawFailed, 'error');
  }

  return { start, save, cancel: backToSubmitted, withdraw };
}
