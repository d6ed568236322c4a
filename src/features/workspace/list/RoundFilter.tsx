import { ROUND_WORDS } from '../../../shared/messages/rounds.ts';
import type { Round } from '../../../shared/round-schemas.ts';
import styles from '../common/Organiser.module.css';

/**
 * The list's round filter (organisers only): the applications in one review round, with their scores in it. No round
 * chosen shows the current round's. Offered once there is more than the first round.
 */
export default function RoundFilter({
  rounds,
  value,
  onChange,
}: {
  rounds: Round[];
  value: number | undefined;
  onChange: (round: number | undefined) => void;
}) {
  if (rounds.length < 2) return null;
  return (
    <label className={styles.control}>
      Round
      <select name="round" value={value ?? ''} onChange={(e) => onChange(Number(e.target.value) || undefined)}>
        <option value="">{ROUND_WORDS.currentRound}</option>
        {rounds.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}
