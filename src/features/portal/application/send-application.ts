/**
 * The form's submit button (docs/spec.md §5, §8): every visible field checked first; then a new application is sent
 * (POST, the draft written out before and forgotten once it is in) or the change to the submitted one (submitted.ts),
 * and the answer turns the page to the submitted screen or back to the form with what to fix.
 */
import { allFields, isFieldVisible } from './form.ts';
import type { ApplicationFlow } from './flow-context.ts';
import { isForm, refused, showingErrors, submittedScreen } from './state.ts';
import { APPLICATION_INVALID, buildSubmission, submitOutcome, validateApplication } from './submit.ts';
import { saveChange } from './submitted.ts';

export async function submit(flow: ApplicationFlow) {
  const { effects, $application } = flow;
  const form = $application.get();
  if (!isForm(form) || form.status !== 'editing') return;
  const fields = allFields(form.sections);
  const kept = new Set(Object.keys(form.amending ?? form.draftFiles));
  const found = validateApplication(fields, form.values, form.files, kept);
  if (Object.keys(found).length > 0) {
    $application.set(showingErrors(form, found, APPLICATION_INVALID));
    effects.toast(APPLICATION_INVALID, 'error');
    return;
  }
  const token = effects.token();
  if (!token) return effects.endSession();
  $application.set({ ...form, status: 'submitting', notice: undefined });
  const body = buildSubmission(fields, form.values, form.files);
  if (form.amending) return saveChange(flow, token, body);
  // Whatever happens next, the draft as it stands is on disk.
  effects.draft.flush();
  const sent = fields
    .filter((f) => f.fieldType === 'file' && form.files[f.name] && isFieldVisible(f, form.values))
    .map((f) => f.name);
  const outcome = submitOutcome(await effects.createSubmission(token, body), sent);
  if (outcome.submitted || outcome.alreadySubmitted) {
    effects.draft.clear();
    // A 409 means it is in already: the submitted screen says so, with no red toast beside it.
    $application.set(
      submittedScreen($application.get(), { justSubmitted: outcome.submitted, alreadyIn: !outcome.submitted }),
    );
    if (outcome.submitted) effects.toast(outcome.toast, 'success');
    effects.refreshUserDetails();
    return;
  }
  if (outcome.unauthorized) return effects.endSession(outcome.toast);
  const now = $application.get();
  if (!isForm(now)) return;
  $application.set(refused(now, outcome.errors, outcome.toast));
  if (outcome.windowShut) effects.refreshWindow();
  effects.toast(outcome.toast, 'error');
}
