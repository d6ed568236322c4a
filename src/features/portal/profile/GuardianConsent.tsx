import { PRIVACY_MESSAGES } from '../../../shared/messages/privacy.ts';
import TextField from '../common/fields/TextField.tsx';
import { type GuardianState, guardianAsked, guardianConsented } from './guardian.ts';
import styles from './Profile.module.css';

interface Props {
  guardian: GuardianState;
  /** The age as typed: the part shows only for a child's age where organisers take a guardian's consent. */
  age: string;
  onChange: (field: 'mobile' | 'code', value: string) => void;
  onSend: () => void;
}

/**
 * "Parent's or guardian's consent" under the age: the guardian's mobile, a button that texts them a code, and the code
 * they read out to the applicant beside them; or, once given, a line saying whose consent is on record.
 */
export default function GuardianConsent({ guardian, age, onChange, onSend }: Props) {
  if (guardianConsented(guardian, age)) {
    return <p className="span-2">{PRIVACY_MESSAGES.guardianConsented(guardian.consentedBy)}</p>;
  }
  if (!guardianAsked(guardian, age)) return null;
  return (
    <fieldset className={`${styles.guardian} span-2`}>
      <legend>Parent's or guardian's consent</legend>
      <p className={styles.guardianIntro}>{PRIVACY_MESSAGES.guardianConsentNeeded}</p>
      <TextField
        id="profile-guardianMobile"
        name="guardianMobile"
        label="Parent's or guardian's mobile"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={guardian.mobile}
        error={guardian.errors.guardianMobile}
        onChange={(value) => onChange('mobile', value)}
        required
        after={
          <button
            className="btn btn-outline"
            type="button"
            onClick={onSend}
            aria-disabled={guardian.sending || undefined}
          >
            {guardian.sending ? 'Sending...' : 'Send code to guardian'}
          </button>
        }
      />
      <TextField
        id="profile-guardianCode"
        name="guardianCode"
        label="Code from the guardian's SMS"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={guardian.code}
        error={guardian.errors.guardianCode}
        onChange={(value) => onChange('code', value)}
        required
      />
      <p className="span-2" role="status">
        {guardian.sent}
      </p>
    </fieldset>
  );
}
