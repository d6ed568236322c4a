import { useEffect, useState, type SubmitEvent } from 'react';
import { FEEDBACK_LABELS, FEEDBACK_LIMITS } from '../../../shared/messages/feedback.ts';
import { type ReasonDraft, readReasons, saveReasons } from './feedback-reasons.ts';
import { useIsOrganiser } from './use-organiser.ts';
import { useWrite } from '../common/use-write.ts';
import OrganiserAction from './OrganiserAction.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/**
 * "Feedback reasons": the ordered list reviewers tick from, renamed, moved up, added to and removed, saved as a whole
 * (docs/organisers.md). Removing a reason a review ticked is refused by the server, whose message shows here.
 */
export default function FeedbackReasonsForm() {
  const [reasons, setReasons] = useState<ReasonDraft[] | undefined>(undefined);
  const write = useWrite(saveReasons);
  const organiser = useIsOrganiser();
  useEffect(() => {
    void readReasons().then((saved) => setReasons((typed) => typed ?? saved));
  }, []);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!reasons) return;
    const answer = await write.run(reasons);
    if (answer?.saved) setReasons(answer.saved);
  };
  const change = (i: number, label: string) => setReasons(reasons!.map((r, j) => (j === i ? { ...r, label } : r)));
  const remove = (i: number) => setReasons(reasons!.filter((_, j) => j !== i));
  const moveUp = (i: number) =>
    setReasons([...reasons!.slice(0, i - 1), reasons![i]!, reasons![i - 1]!, ...reasons!.slice(i + 1)]);

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="feedback-reasons-title">
      <h2 id="feedback-reasons-title">{FEEDBACK_LABELS.settingsHeading}</h2>
      <p className={styles.muted}>{FEEDBACK_LABELS.settingsHelp}</p>
      <fieldset disabled={organiser !== true || reasons === undefined}>
        <legend className="visually-hidden">{FEEDBACK_LABELS.settingsHeading}</legend>
        <ol className={styles.history}>
          {(reasons ?? []).map((r, i) => (
            <li key={r.id ?? `new-${i}`}>
              <label className={styles.control}>
                {FEEDBACK_LABELS.reasonLabel(i + 1)}
                <input
                  type="text"
                  value={r.label}
                  maxLength={FEEDBACK_LIMITS.labelLength}
                  required
                  onChange={(e) => change(i, e.target.value)}
                />
              </label>
              {i > 0 && (
                <button className="btn btn-outline" type="button" onClick={() => moveUp(i)}>
                  <span aria-hidden="true">↑</span>
                  <span className="visually-hidden">{FEEDBACK_LABELS.moveUp(r.label)}</span>
                </button>
              )}{' '}
              <button className="btn btn-outline" type="button" onClick={() => remove(i)}>
                {FEEDBACK_LABELS.removeReason(r.label)}
              </button>
            </li>
          ))}
        </ol>
        {(reasons?.length ?? 0) < FEEDBACK_LIMITS.reasons && (
          <p>
            <button className="btn btn-outline" type="button" onClick={() => setReasons([...reasons!, { label: '' }])}>
              {FEEDBACK_LABELS.addReason}
            </button>
          </p>
        )}
      </fieldset>
      <OrganiserAction organiser={organiser}>
        <WriteStatus write={write.$write} label={FEEDBACK_LABELS.saveReasons} disabled={reasons === undefined} />
      </OrganiserAction>
    </form>
  );
}
