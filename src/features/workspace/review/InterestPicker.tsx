import { useState, type SubmitEvent } from 'react';
import { INTERESTS, type Interest } from '../../../shared/interests.ts';
import { INTEREST_LABELS } from '../../../shared/messages/interest.ts';
import { markInterestHere } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/**
 * A reviewer's interest in reviewing this application (bidding before assignment): Yes, Maybe or No, saved with the
 * button; "No answer" takes it back. Automatic assignment prefers a "Yes" and gives a "No" only for want of another.
 */
export default function InterestPicker({ applicationId, marked }: { applicationId: string; marked: Interest | null }) {
  const [chosen, setChosen] = useState<Interest | null>(marked);
  const write = useWrite(markInterestHere, applicationId);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run(chosen);
  };
  const choices: (Interest | null)[] = [...INTERESTS, null];
  return (
    <section className={styles.panel}>
      <form onSubmit={onSubmit}>
        <fieldset className={styles.criterion}>
          <legend>Would you like to review this application?</legend>
          <div className={styles.scale}>
            {choices.map((interest) => (
              <label key={interest ?? 'none'}>
                <input
                  type="radio"
                  name="interest"
                  value={interest ?? ''}
                  checked={chosen === interest}
                  onChange={() => setChosen(interest)}
                />
                {interest ? INTEREST_LABELS[interest] : 'No answer'}
              </label>
            ))}
          </div>
        </fieldset>
        <WriteStatus write={write.$write} label="Save my interest" look="outline" disabled={chosen === marked} />
      </form>
    </section>
  );
}
