import { lazy, Suspense, type ReactNode, type SubmitEvent } from 'react';
import type { ProfileMode } from '../../../shared/profile-schema.ts';
import { PROFILE_LOADING, PROFILE_LOAD_FAILED, PROFILE_SAVED } from '../../../shared/messages/profile-screen.ts';
import { PARTICIPANT_ROLE } from '../../../shared/options/startup.ts';
import FormNotice from '../common/fields/FormNotice.tsx';
import CommunitySection from './CommunitySection.tsx';
import GuardianConsent from './GuardianConsent.tsx';
import NoticeSection, { type NoticeLabels } from './NoticeSection.tsx';
import PersonalSection from './PersonalSection.tsx';
import StartupSection from './StartupSection.tsx';
import { loadProfileCheck } from './effects.ts';
import { useProfileForm } from './useProfileForm.ts';
import styles from './Profile.module.css';

/** Loaded when the profile is completed: it reads the application window, which the form itself never needs. */
const ProfileSuccess = lazy(() => import('./ProfileSuccess.tsx'));

const SUBMIT_LABEL: Record<ProfileMode, string> = { complete: 'Complete Profile', update: 'Update Profile' };

interface Props {
  mode: ProfileMode;
  /** The privacy notice's version, the box's labels and the notice itself, from content/privacy.json. */
  noticeVersion: string;
  noticeLabels: NoticeLabels;
  children: ReactNode;
}

/** The complete-profile form ('complete') or the profile page's form ('update'). */
export default function ProfileEditor({ mode, noticeVersion, noticeLabels, children }: Props) {
  const form = useProfileForm(mode, noticeVersion);
  const { binding, notice, privacy, tickNotice, status, formRef, submit, reload } = form;
  if (status === 'completed') {
    return (
      <Suspense fallback={<p role="status">{PROFILE_SAVED}</p>}>
        <ProfileSuccess />
      </Suspense>
    );
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void submit();
  };
  const busy = status === 'submitting';
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby="profile-form-title"
      aria-busy={status === 'loading' || busy}
      onSubmit={onSubmit}
      onFocus={() => void loadProfileCheck()}
    >
      {status === 'loading' && (
        <p className={styles.status} role="status">
          {PROFILE_LOADING}
        </p>
      )}
      {status === 'load-failed' && (
        <div className={styles.loadFailed} role="alert">
          <p>{PROFILE_LOAD_FAILED}</p>
          <button className="btn btn-outline" type="button" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      <fieldset className={styles.fields} disabled={binding.disabled}>
        <input type="hidden" name="role" value={PARTICIPANT_ROLE} />
        <PersonalSection
          form={binding}
          after={
            <GuardianConsent
              guardian={form.guardian}
              age={binding.values.age}
              onChange={form.setGuardian}
              onSend={() => void form.sendGuardianCode()}
            />
          }
        />
        <StartupSection form={binding} mode={mode} />
        <CommunitySection form={binding} />
        <NoticeSection privacy={privacy} labels={noticeLabels} onTick={tickNotice}>
          {children}
        </NoticeSection>
      </fieldset>
      <FormNotice message={notice} />
      <div className={styles.submitRow}>
        <button className="btn btn-primary" type="submit" disabled={busy || binding.disabled}>
          {busy ? 'Submitting...' : SUBMIT_LABEL[mode]}
        </button>
        <p className={styles.requiredNote}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with a star</span> are required.
        </p>
      </div>
    </form>
  );
}
