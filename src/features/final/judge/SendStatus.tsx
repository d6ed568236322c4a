import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import type { PitchCard } from './judge-sections.ts';
import styles from './Judge.module.css';

/** What a score's sending says: on its way, kept on the phone, with the server, or refused (the server's words). */
const TEXT: Record<Exclude<PitchCard['status'], 'toScore' | 'refused'>, string> = {
  sending: FINAL_MESSAGES.sending,
  kept: FINAL_MESSAGES.keptOffline,
  sent: FINAL_MESSAGES.sent,
};

/** One pitch's sending status, announced politely as it changes (a refusal at once). */
export default function SendStatus({ card }: { card: PitchCard }) {
  if (card.status === 'toScore') return null;
  if (card.status === 'refused')
    return (
      <p role="alert" className={styles.status} data-status="refused">
        {card.message}
      </p>
    );
  return (
    <p role="status" className={styles.status} data-status={card.status}>
      {TEXT[card.status]}
    </p>
  );
}
