import { useState } from 'react';
import { resendSms, type WriteResult } from '../../stores/organiser-application.ts';
import styles from './Organiser.module.css';

/**
 * Under a status SMS whose outcome is unknown: the gateway took the request but never answered, so the applicant
 * may already have it. Sending again is the organiser's call, never automatic.
 */
export default function SmsResend({ changeId }: { changeId: number }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WriteResult | null>(null);
  const onClick = async () => {
    setBusy(true);
    setResult(await resendSms(changeId));
    setBusy(false);
  };
  return (
    <div>
      <span className={styles.muted}>The gateway did not answer, so the applicant may or may not have it. </span>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void onClick()}>
        {busy ? 'Sending…' : 'Send again'}
      </button>
      <span role="status" className={styles.notice} data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.message}
      </span>
    </div>
  );
}
