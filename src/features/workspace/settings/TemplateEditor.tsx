import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { getWordings } from '../../../lib/decisions-api.ts';
import { type TextedStatus, TEXTED_DECISIONS } from '../../../shared/decision-wordings.ts';
import type { SmsWordingId } from '../../../shared/messages/sms-wordings.ts';
import { DECISION_WORDING_TEXT, WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { smsSize } from '../../../shared/sms-segments.ts';
import { $placeSettings } from './place-settings.ts';
import { saveWording } from './settings.ts';
import { useRead } from '../common/use-read.ts';
import { useWrite } from '../common/use-write.ts';
import StatusSelect from '../common/StatusSelect.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/**
 * "Decision messages": for each texted status, the registered wordings (fixed text with typed variables, as the
 * operator registered them) with a preview on a sample applicant and the SMS it costs; the organiser chooses one. The
 * organisers' note never rides in an SMS: it is on the applicant's page and in the e-mail.
 */
export default function TemplateEditor() {
  const saved = useRead(getWordings);
  const [status, setStatus] = useState<TextedStatus>('ACCEPTED');
  const [chosen, setChosen] = useState<Partial<Record<TextedStatus, string>>>({});
  // The line speaks of one status's choice as it was saved: another status, or another choice since, and it is cleared.
  const write = useWrite(saveWording, `${status}\n${chosen[status] ?? ''}`);
  // The previews are the server's, an acceptance's deadline from "Hours to confirm": read again when it is saved above.
  const hours = useStore($placeSettings)?.confirmWithinHours;

  useEffect(() => void saved.load(), [saved.load, hours]);
  // The form edits its own copy of what was read.
  useEffect(() => {
    if (saved.value) setChosen(Object.fromEntries(saved.value.decisions.map((d) => [d.status, d.chosen])));
  }, [saved.value]);
  const decision = saved.value?.decisions.find((d) => d.status === status);
  if (!decision) {
    return saved.error ? (
      <p role="alert">{WORKSPACE_READS.templates.failed(saved.error)}</p>
    ) : (
      <p role="status">{WORKSPACE_READS.templates.loading}</p>
    );
  }

  const selected = decision.wordings.find((w) => w.id === chosen[status]) ?? decision.wordings[0]!;
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    await write.run(status, selected.id as SmsWordingId);
    // What the server now holds, so the choice reads as saved.
    await saved.load();
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="templates-title">
      <h2 id="templates-title">Decision messages</h2>
      <p className={styles.muted}>{DECISION_WORDING_TEXT.intro}</p>
      <StatusSelect label="Status" statuses={TEXTED_DECISIONS} value={status} onChange={setStatus} />
      <fieldset>
        <legend>Wording</legend>
        {decision.wordings.map((wording) => {
          const size = smsSize(wording.preview);
          return (
            <label key={wording.id} className={styles.control}>
              <input
                type="radio"
                name="wording"
                value={wording.id}
                checked={selected.id === wording.id}
                disabled={!wording.registered}
                onChange={() => setChosen({ ...chosen, [status]: wording.id })}
              />
              <span>
                <strong>{wording.label}</strong>
                {!wording.registered && DECISION_WORDING_TEXT.notRegistered}
                <br />
                {wording.preview}
                <br />
                <span className={styles.muted}>
                  {DECISION_WORDING_TEXT.size(size.characters, size.segments, size.encoding, wording.text)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <WriteStatus write={write.$write} label="Save message" disabled={selected.id === decision.chosen} />
    </form>
  );
}
