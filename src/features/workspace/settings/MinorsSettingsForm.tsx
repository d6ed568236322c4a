import { useEffect, useState, type SubmitEvent } from 'react';
import { PRIVACY_MESSAGES } from '../../../shared/messages/privacy.ts';
import { MINORS_POLICIES, type MinorsPolicy } from '../../../shared/privacy/minors.ts';
import { readMinors, saveMinors } from './minors-settings.ts';
import { useIsOrganiser } from './use-organiser.ts';
import { useWrite } from '../common/use-write.ts';
import OrganiserAction from './OrganiserAction.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/** "Applicants under 18": refused, or asked for a guardian's consent (docs/organisers.md). */
export default function MinorsSettingsForm() {
  const [policy, setPolicy] = useState<MinorsPolicy | undefined>(undefined);
  const write = useWrite(saveMinors, policy ?? '');
  const organiser = useIsOrganiser();
  useEffect(() => {
    void readMinors().then((saved) => setPolicy((typed) => typed ?? saved));
  }, []);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (policy) void write.run(policy);
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="minors-settings-title">
      <h2 id="minors-settings-title">Applicants under 18</h2>
      <p className={styles.muted}>{PRIVACY_MESSAGES.minorsIntro}</p>
      <fieldset disabled={organiser !== true || policy === undefined}>
        <legend className="visually-hidden">Applicants under 18</legend>
        {MINORS_POLICIES.map((choice) => (
          <label key={choice} className={styles.control}>
            <input
              type="radio"
              name="underEighteen"
              value={choice}
              checked={policy === choice}
              onChange={() => setPolicy(choice)}
            />
            <span>{PRIVACY_MESSAGES.minorsChoices[choice]}</span>
          </label>
        ))}
      </fieldset>
      <OrganiserAction organiser={organiser}>
        <WriteStatus write={write.$write} label="Save under-18 setting" disabled={policy === undefined} />
      </OrganiserAction>
    </form>
  );
}
