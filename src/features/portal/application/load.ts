/**
 * Opening the application page (docs/spec.md §2, §4): the form's definition, the user and their profile, and the
 * draft in the account, read together; then the submitted screen, or the form with the newer draft restored and the
 * profile's answers locked.
 */
import { PORTAL_TOASTS } from '../../../shared/messages/toasts.ts';
import { lockedAnswers } from '../../../shared/fixed-answers.ts';
import { chooseDraft, hasAnswers } from './draft-choice.ts';
import type { ApplicationFlow } from './flow-context.ts';
import { allFields, initialValues, joinSections, prefillFromProfile } from './form.ts';
import { formBasics, submittedScreen } from './state.ts';

export async function load({ effects, $application, accountDraft }: ApplicationFlow, fresh: boolean) {
  const token = effects.token();
  if (!token) return effects.endSession();
  // The stored user already knows when the application is in: no blank form flashes meanwhile.
  $application.set(
    effects.storedUser()?.isApplicationSubmitted ? submittedScreen($application.get()) : { status: 'loading' },
  );
  const [sectionList, fieldList, details, serverDraft] = await Promise.allSettled([
    effects.getFormSections(token),
    effects.getFormFields(token),
    effects.loadUserDetails(fresh),
    effects.draft.readServer(token),
  ]);
  if (details.status === 'rejected' && effects.isUnauthorized(details.reason)) return; // already sent to /login
  if (details.status === 'fulfilled' && details.value.user.isApplicationSubmitted) {
    return $application.set(submittedScreen($application.get(), { justSubmitted: false, alreadyIn: false }));
  }
  if (details.status === 'rejected') {
    console.error('Could not load the user data', details.reason);
    effects.toast(PORTAL_TOASTS.userLoadFailed, 'error');
  }
  if (sectionList.status === 'rejected') {
    if (effects.isUnauthorized(sectionList.reason)) return effects.endSession();
    console.error('Could not load the form sections', sectionList.reason);
    effects.toast(PORTAL_TOASTS.formLoadFailed, 'error');
    return $application.set({ status: 'load-failed' });
  }
  if (fieldList.status === 'rejected') console.error('Could not load the form fields', fieldList.reason);
  const sections = joinSections(sectionList.value, fieldList.status === 'fulfilled' ? fieldList.value : undefined);
  const prefill =
    details.status === 'fulfilled' ? prefillFromProfile(details.value.user, details.value.startUpInfo) : {};
  const server = serverDraft.status === 'fulfilled' ? serverDraft.value : undefined;
  const draft = chooseDraft(effects.draft.read(), server);
  accountDraft.start(server === undefined ? undefined : (server ?? { revision: 0, answers: {} }));
  const status = details.status === 'fulfilled' ? details.value.applicationStatus : undefined;
  $application.set({
    ...formBasics(
      sections,
      initialValues(allFields(sections), draft.answers, prefill),
      lockedAnswers(Object.keys(prefill), false),
    ),
    amending: undefined,
    prefilled: Object.keys(prefill).length > 0,
    draftRestored: hasAnswers(draft.answers),
    draftFiles: draft.files,
    draftSource: draft.source,
    draftMerged: undefined,
    withdrawal: status?.status === 'WITHDRAWN' ? status : null,
  });
}
