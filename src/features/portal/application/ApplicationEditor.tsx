import { type SubmitEvent, useEffect } from 'react';
import { PITCH_DECK } from '../../../shared/application-rules.ts';
import { APPLICANT_CHANGE_MESSAGES } from '../../../shared/messages/applicant-changes.ts';
import { APPLICATION_MESSAGES } from '../../../shared/messages/application.ts';
import { DRAFT_MESSAGES } from '../../../shared/messages/draft.ts';
import FormNotice from '../common/fields/FormNotice.tsx';
import SectionFields from './SectionFields.tsx';
import OutcomePanel from './OutcomePanel.tsx';
import StatusTimeline from './StatusTimeline.tsx';
import SubmittedScreen from './SubmittedScreen.tsx';
import WindowGate from './WindowGate.tsx';
import { useApplicationForm } from './useApplicationForm.ts';
import { loadApplicationWindow } from '../common/application-window.ts';
import styles from './Application.module.css';

/** The startup application (docs/spec.md §2): loading, editing, submitting, submitted. */
export default function ApplicationEditor() {
  const { state, ...form } = useApplicationForm();
  // Asked for alongside the form, not after it.
  useEffect(() => void loadApplicationWindow(), []);

  const loading = (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {APPLICATION_MESSAGES.formLoading}
    </div>
  );
  if (state.status === 'submitted' || state.status === 'withdrawing') {
    return (
      <SubmittedScreen
        justSubmitted={state.justSubmitted}
        alreadyIn={state.alreadyIn}
        withdrawing={state.status === 'withdrawing'}
        onWithdraw={form.withdraw}
        onEdit={form.startEdit}
      />
    );
  }
  if (state.status === 'loading') return loading;
  if (state.status === 'load-failed') {
    return (
      <div className={styles.loadFailed} role="alert">
        <p>{APPLICATION_MESSAGES.formLoadFailed}</p>
        <button className="btn btn-outline" type="button" onClick={form.reload}>
          Try again
        </button>
      </div>
    );
  }

  const busy = state.status === 'submitting';
  // What only a new application shows: its draft, the profile's answers, a withdrawn one before it.
  const fresh = state.amending ? undefined : state;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <>
      {fresh?.withdrawal?.outcome && (
        <OutcomePanel outcome={fresh.withdrawal.outcome}>
          <StatusTimeline status={fresh.withdrawal} />
          <p>{APPLICANT_CHANGE_MESSAGES.mayApplyAgain}</p>
        </OutcomePanel>
      )}
      <WindowGate pending={loading}>
        <form
          ref={form.formRef}
          noValidate
          aria-labelledby="application-form-title"
          aria-busy={busy}
          onSubmit={onSubmit}
        >
          <p className={styles.intro}>It takes about 15 minutes. Fields marked with a star are required.</p>
          {state.amending && (
            <FormNotice
              tone="info"
              message={`${APPLICANT_CHANGE_MESSAGES.amendingNote} ${Object.values(state.amending).join(', ') || 'none'}. ${APPLICANT_CHANGE_MESSAGES.fixedAnswer}.`}
            />
          )}
          {fresh?.draftSource && (
            <FormNotice
              tone="info"
              message={
                fresh.draftSource === 'account' ? DRAFT_MESSAGES.restoredFromAccount : DRAFT_MESSAGES.restoredFromDevice
              }
            />
          )}
          {fresh?.draftMerged && (
            <FormNotice
              tone="info"
              message={DRAFT_MESSAGES.mergedFromElsewhere(fresh.draftMerged.taken, fresh.draftMerged.clashes)}
            />
          )}
          {fresh && Object.keys(fresh.draftFiles).length > 0 && (
            <FormNotice
              tone="info"
              message={`${DRAFT_MESSAGES.filesInDraft} ${Object.values(fresh.draftFiles).join(', ')}.`}
            />
          )}
          {fresh?.draftRestored && !fresh.files[PITCH_DECK] && !fresh.draftFiles[PITCH_DECK] && (
            <FormNotice tone="info" message={APPLICATION_MESSAGES.filesNotKept} />
          )}
          {fresh?.prefilled && (
            <p className={styles.prefillNote}>
              Details from your profile are filled in and locked. To change them, update your{' '}
              <a href="/profile">profile</a> first.
            </p>
          )}
          {state.sections.map((section) => (
            <SectionFields
              key={section.id}
              section={section}
              values={state.values}
              errors={state.errors}
              files={state.files}
              locked={state.locked}
              onChange={form.change}
              onPick={form.pick}
            />
          ))}
          <FormNotice message={state.notice} />
          <div className={styles.submitRow}>
            {state.amending ? (
              <>
                <button className="btn btn-primary" type="submit" disabled={busy}>
                  {busy ? 'Saving...' : 'Save changes'}
                </button>
                <button className="btn btn-outline" type="button" disabled={busy} onClick={form.cancelEdit}>
                  Cancel
                </button>
              </>
            ) : (
              <>
                <button className="btn btn-primary" type="submit" disabled={busy}>
                  {busy ? 'Submitting...' : 'Submit Application'}
                </button>
                <p className={styles.draftNote}>{DRAFT_MESSAGES.savedAsYouType}</p>
              </>
            )}
          </div>
        </form>
      </WindowGate>
    </>
  );
}
