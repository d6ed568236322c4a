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
  const form = useApplicationForm();
  const { status } = form;
  // Asked for alongside the form, not after it.
  useEffect(() => void loadApplicationWindow(), []);

  const loading = (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {APPLICATION_MESSAGES.formLoading}
    </div>
  );
  if (status === 'submitted' || status === 'withdrawing') {
    return (
      <SubmittedScreen
        justSubmitted={form.justSubmitted}
        alreadyIn={form.alreadyIn}
        withdrawing={status === 'withdrawing'}
        onWithdraw={form.withdraw}
        onEdit={form.startEdit}
      />
    );
  }
  if (status === 'loading') return loading;
  if (status === 'load-failed') {
    return (
      <div className={styles.loadFailed} role="alert">
        <p>{APPLICATION_MESSAGES.formLoadFailed}</p>
        <button className="btn btn-outline" type="button" onClick={form.reload}>
          Try again
        </button>
      </div>
    );
  }

  const busy = status === 'submitting';
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <>
      {form.withdrawal?.outcome && (
        <OutcomePanel outcome={form.withdrawal.outcome}>
          <StatusTimeline status={form.withdrawal} />
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
          {form.amending && (
            <FormNotice
              tone="info"
              message={`${APPLICANT_CHANGE_MESSAGES.amendingNote} ${Object.values(form.amending).join(', ') || 'none'}. ${APPLICANT_CHANGE_MESSAGES.fixedAnswer}.`}
            />
          )}
          {form.draftSource && (
            <FormNotice
              tone="info"
              message={
                form.draftSource === 'account' ? DRAFT_MESSAGES.restoredFromAccount : DRAFT_MESSAGES.restoredFromDevice
              }
            />
          )}
          {form.draftMerged && (
            <FormNotice
              tone="info"
              message={DRAFT_MESSAGES.mergedFromElsewhere(form.draftMerged.taken, form.draftMerged.clashes)}
            />
          )}
          {!form.amending && Object.keys(form.draftFiles).length > 0 && (
            <FormNotice
              tone="info"
              message={`${DRAFT_MESSAGES.filesInDraft} ${Object.values(form.draftFiles).join(', ')}.`}
            />
          )}
          {!form.amending && form.draftRestored && !form.files[PITCH_DECK] && !form.draftFiles[PITCH_DECK] && (
            <FormNotice tone="info" message={APPLICATION_MESSAGES.filesNotKept} />
          )}
          {form.prefilled && (
            <p className={styles.prefillNote}>
              Details from your profile are filled in and locked. To change them, update your{' '}
              <a href="/profile">profile</a> first.
            </p>
          )}
          {form.sections.map((section) => (
            <SectionFields
              key={section.id}
              section={section}
              values={form.values}
              errors={form.errors}
              files={form.files}
              locked={form.locked}
              onChange={form.change}
              onPick={form.pick}
            />
          ))}
          <FormNotice message={form.notice} />
          <div className={styles.submitRow}>
            {form.amending ? (
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
