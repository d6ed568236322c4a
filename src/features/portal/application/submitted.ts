/**
 * What the applicant may do with a submitted application: change it (PUT /api/submission: open it in the form
 * when the server says it may still change, send the edit, read the answer) or withdraw it.
 */
import type { ApiAnswer, SubmissionResponse } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/portal/messages.ts';
import { lockedAnswers } from '../../../shared/fixed-answers.ts';
import { APPLICANT_CHANGE_MESSAGES } from '../../../shared/messages/applicant-changes.ts';
import { PORTAL_TOASTS } from '../../../shared/messages/toasts.ts';
import type { ApplicationFlow } from './flow-context.ts';
import { allFields, initialValues, joinSections } from './form.ts';
import { load } from './load.ts';
import { formBasics, isForm, refused, submittedScreen } from './state.ts';
import { submitOutcome } from './submit.ts';

/** Back to the submitted screen, the change left behind. */
export function cancelChange({ $application }: ApplicationFlow) {
  $application.set(submittedScreen($application.get()));
}

/** The answers as submitted, the founder's own details locked (fixed-answers.ts), and the files it keeps. */
export async function startChange({ effects, $application }: ApplicationFlow) {
  const token = effects.token();
  if (!token || $application.get().status !== 'submitted') return;
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
  $application.set({
    ...formBasics(sections, initialValues(allFields(sections), answers, {}), lockedAnswers([], true)),
    amending: Object.fromEntries(submission.files.map((f) => [f.fieldName, f.originalName])),
  });
}

/** Saved: the submitted screen again. Refused for good (window shut, decision out): that screen too. */
export async function saveChange(flow: ApplicationFlow, token: string, body: FormData) {
  const { effects, $application } = flow;
  const answer = await effects.editSubmission(token, body);
  if (answer?.ok) {
    effects.toast(answer.data.message, 'success');
    return cancelChange(flow);
  }
  const outcome = submitOutcome(answer as ApiAnswer<SubmissionResponse> | null, []);
  if (outcome.submitted) return cancelChange(flow);
  if (outcome.unauthorized) return effects.endSession(outcome.toast);
  effects.toast(outcome.toast, 'error');
  if (answer?.status === 403 || answer?.status === 404) {
    effects.refreshWindow();
    return cancelChange(flow);
  }
  const form = $application.get();
  if (!isForm(form)) return;
  $application.set(refused(form, outcome.errors, outcome.toast));
}

/** Withdraws the submitted application (the page asked for confirmation), then shows the form again. */
export async function withdraw(flow: ApplicationFlow) {
  const { effects, $application } = flow;
  const screen = $application.get();
  if (screen.status !== 'submitted') return;
  const token = effects.token();
  if (!token) return effects.endSession();
  $application.set({ ...screen, status: 'withdrawing' });
  const answer = await effects.withdrawSubmission(token);
  if (answer?.status === 401) return effects.endSession(answer.data.message);
  // Already withdrawn elsewhere (another tab): the page catches up all the same.
  if (answer?.ok || answer?.status === 409) {
    effects.toast(answer.data.message ?? APPLICANT_CHANGE_MESSAGES.withdrawn, answer.ok ? 'success' : 'info');
    effects.refreshUserDetails();
    return load(flow, true);
  }
  $application.set(submittedScreen($application.get()));
  effects.toast(answer?.data.message ?? APPLICANT_CHANGE_MESSAGES.withdrawFailed, 'error');
}
