import { useStore } from '@nanostores/react';
import { resendSms } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import StatusLine from '../common/StatusLine.tsx';
import styles from '../common/Organiser.module.css';

/**
 * Under a status SMS whose outcome is unknown: the gateway took the request but never answered, so the applicant
 * may already have it. Sending again is the organiser's call, never automatic. A button in a history row, not a
 * form: the write store's state (stores/write.ts) rendered inline.
 */
export default function SmsResend({ changeId }: { changeId: number }) {
  const write = useWrite(resendSms);
  const { busy, result } = useStore(write.$write);
  return (
    <div>
      <span className={styles.muted}>The gateway did not answer, so the applicant may or may not have it. </span>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void write.run(changeId)}>
        {busy ? 'Sending…' : 'Send again'}
      </button>
      <StatusLine result={result} inline />
    </div>
  );
}
