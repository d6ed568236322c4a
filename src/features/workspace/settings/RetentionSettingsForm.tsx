import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { formatIst, isoToIstInput } from '../../../shared/india-time.ts';
import {
  RETENTION_CLASSES,
  RETENTION_LABELS,
  RETENTION_PERIODS,
  type RetentionClass,
} from '../../../shared/privacy/retention-labels.ts';
import { $retention, readRetention, saveRetentionPeriods } from './retention-settings.ts';
import { useIsOrganiser } from './use-organiser.ts';
import { useWrite } from '../common/use-write.ts';
import OrganiserAction from './OrganiserAction.tsx';
import SettingInput from './SettingInput.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

type Periods = Record<RetentionClass, string>;

/** What the next runs erase of one class, in words. */
function dueLine(dueNow: number, nextAt: string | null): string {
  if (dueNow > 0) return `${dueNow} due now: erased within the hour`;
  return nextAt ? `Nothing due; more from ${formatIst(nextAt)}` : 'Nothing due';
}

/** How long each class of personal data is kept, and what the background erasure takes next (docs/organisers.md). */
export default function RetentionSettingsForm() {
  const view = useStore($retention);
  const [periods, setPeriods] = useState<Periods>({
    applications: '',
    drafts: '',
    messages: '',
    audit: '',
    sessions: '',
  });
  const [eventEnd, setEventEnd] = useState('');
  const [read, setRead] = useState(false);
  const write = useWrite(saveRetentionPeriods, `${Object.values(periods).join(' ')} ${eventEnd}`);
  const organiser = useIsOrganiser();
  useEffect(() => {
    void readRetention()
      .then((v) => {
        if (!v) return;
        setPeriods(
          Object.fromEntries(
            RETENTION_CLASSES.map((c) => [c, String(v.settings[RETENTION_PERIODS[c].field])]),
          ) as Periods,
        );
        setEventEnd(v.settings.eventEndsAt ? isoToIstInput(v.settings.eventEndsAt) : '');
      })
      .finally(() => setRead(true));
  }, []);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const n = (c: RetentionClass) => Number(periods[c]);
    void write.run({
      applicationsMonths: n('applications'),
      draftsDays: n('drafts'),
      messagesMonths: n('messages'),
      auditDays: n('audit'),
      sessionsDays: n('sessions'),
      eventEndsAt: eventEnd,
    });
  };
  const locked = organiser !== true || !read;

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="retention-title">
      <h2 id="retention-title">Retention</h2>
      <p className={styles.muted}>
        Personal data is erased once its period ends, by the server, every hour, at most {view?.batchSize ?? 200} rows
        of each kind at a time; each run is in the audit log. Applications run from the event’s end (India time); left
        empty, the application window’s close counts as the end.
      </p>
      <div className={styles.toolbar}>
        <SettingInput
          label="Event ended"
          type="datetime-local"
          name="eventEndsAt"
          value={eventEnd}
          locked={locked}
          onChange={setEventEnd}
        />
        {RETENTION_CLASSES.map((c) => (
          <SettingInput
            key={c}
            label={`${RETENTION_LABELS[c].title} (${RETENTION_PERIODS[c].unit} ${RETENTION_LABELS[c].after})`}
            type="number"
            name={RETENTION_PERIODS[c].field}
            inputMode="numeric"
            value={periods[c]}
            locked={locked}
            onChange={(value) => setPeriods((p) => ({ ...p, [c]: value }))}
          />
        ))}
      </div>
      {view && (
        <ul aria-label="What is erased next">
          {RETENTION_CLASSES.map((c) => (
            <li key={c}>
              {RETENTION_LABELS[c].title}: {dueLine(view.due[c].dueNow, view.due[c].nextAt)}
            </li>
          ))}
        </ul>
      )}
      <OrganiserAction organiser={organiser}>
        <WriteStatus write={write.$write} label="Save retention" />
      </OrganiserAction>
    </form>
  );
}
