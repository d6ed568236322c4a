import type { ReactNode } from 'react';
import { PRIVACY_MESSAGES } from '../../../shared/messages/privacy.ts';
import CheckboxField from '../common/fields/CheckboxField.tsx';
import FormSection from './FormSection.tsx';
import { type NoticeState, noticeAsked } from './notice.ts';
import styles from './Profile.module.css';

/** The box's label in English and Hindi (content/privacy.json). */
export interface NoticeLabels {
  accept: string;
  acceptHindi: string;
}

interface Props {
  privacy: NoticeState;
  labels: NoticeLabels;
  onTick: (ticked: boolean) => void;
  /** The itemised notice, rendered by the page (static HTML: the island never ships its text). */
  children: ReactNode;
}

/** 'Privacy notice': shown with its box until its current version is accepted, then one line linking to /privacy. */
export default function NoticeSection({ privacy, labels, onTick, children }: Props) {
  if (!noticeAsked(privacy)) {
    return (
      <p className={styles.noticeAccepted}>
        {PRIVACY_MESSAGES.noticeAccepted(privacy.version)} <a href="/privacy">Read the privacy notice</a>
      </p>
    );
  }
  return (
    <FormSection id="profile-privacy" number={4} title="Privacy notice">
      {privacy.accepted !== null && (
        <p className={`${styles.noticeChanged} span-2`}>{PRIVACY_MESSAGES.noticeChanged}</p>
      )}
      <div className={`${styles.noticeText} span-2`} role="region" aria-label="Privacy notice text" tabIndex={0}>
        {children}
      </div>
      <CheckboxField
        id="profile-privacyNoticeVersion"
        name="privacyNoticeVersion"
        label={labels.accept}
        hint={labels.acceptHindi}
        checked={privacy.ticked}
        onChange={onTick}
        error={privacy.error}
        required
        className="span-2"
      />
    </FormSection>
  );
}
