import { useState } from 'react';
import { APPLICANT_CHANGE_MESSAGES } from '../../../shared/messages/applicant-changes.ts';
import styles from './Application.module.css';

interface Props {
  busy: boolean;
  onWithdraw(): void;
}

/** 'Withdraw application', asked twice: the first press shows what it means and a button that does it. */
export default function WithdrawControl({ busy, onWithdraw }: Props) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button className="btn btn-outline" type="button" onClick={() => setConfirming(true)}>
        Withdraw application
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby="withdraw-confirm">
      <p id="withdraw-confirm">{APPLICANT_CHANGE_MESSAGES.withdrawConfirm}</p>
      <button className="btn btn-primary" type="button" disabled={busy} onClick={onWithdraw}>
        {busy ? 'Withdrawing...' : 'Yes, withdraw'}
      </button>
      <button className="btn btn-outline" type="button" disabled={busy} onClick={() => setConfirming(false)}>
        Keep my application
      </button>
    </div>
  );
}
