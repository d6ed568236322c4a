import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatIst } from '../../../shared/india-time.ts';
import { PLACE_MESSAGES } from '../../../shared/messages/places.ts';
import type { ApplicantStatus } from '../../../shared/organiser-schemas.ts';
import { timeLeft } from '../../../lib/time-left.ts';
import { placeAnswer } from './place-answer-effects.ts';
import styles from './Application.module.css';
import gate from './WindowGate.module.css';

type Confirmation = NonNullable<ApplicantStatus['confirmation']>;

interface Props {
  confirmation: Confirmation;
  /** The status read again after an answer. */
  onAnswered(status: ApplicantStatus | null): void;
}

/** Counts down once a minute, which is the finest the time left is shown in. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * An accepted founder's place: Confirm or Decline (asked twice) with the time left until the deadline; once
 * confirmed, or once the deadline passes while the page is open, what stands. (A place declined or lapsed when the
 * page loads is the outcome it leads with instead.)
 */
export default function ConfirmPlace({ confirmation, onAnswered }: Props) {
  const sending = useStore(placeAnswer.$sending);
  const [declining, setDeclining] = useState(false);
  const now = useNow();
  const deadline = Date.parse(confirmation.confirmBy);
  const send = async (attending: boolean) => {
    const status = await placeAnswer.answer(attending);
    if (status !== undefined) onAnswered(status);
  };

  if (confirmation.state === 'CONFIRMED') return <p className={gate.note}>{PLACE_MESSAGES.shownConfirmed}</p>;
  if (confirmation.state === 'LAPSED' || deadline <= now)
    return <p className={gate.note}>{PLACE_MESSAGES.deadlinePassed}.</p>;
  return (
    <section aria-labelledby="confirm-place-title">
      <h3 id="confirm-place-title">Action required: confirm your place</h3>
      <p className={gate.timeLeft}>
        Confirm by {formatIst(confirmation.confirmBy)}: {timeLeft(deadline, now)} left.
      </p>
      {declining ? (
        <div className={styles.confirm} role="group" aria-labelledby="decline-confirm">
          <p id="decline-confirm">{PLACE_MESSAGES.declineConfirm}</p>
          <button className="btn btn-primary" type="button" disabled={sending} onClick={() => void send(false)}>
            Yes, decline my place
          </button>
          <button className="btn btn-outline" type="button" disabled={sending} onClick={() => setDeclining(false)}>
            Keep my place
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <button className="btn btn-primary" type="button" disabled={sending} onClick={() => void send(true)}>
            Confirm my place
          </button>
          <button className="btn btn-outline" type="button" disabled={sending} onClick={() => setDeclining(true)}>
            Decline
          </button>
        </div>
      )}
    </section>
  );
}
