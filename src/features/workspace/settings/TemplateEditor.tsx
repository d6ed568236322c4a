import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { getTemplates } from '../../../lib/decisions-api.ts';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { smsSize } from '../../../shared/sms-segments.ts';
import { DEFAULT_PLACE_SETTINGS } from '../../../shared/place-labels.ts';
import {
  type StatusTemplates,
  TEXTED_DECISIONS,
  type TextedStatus,
  templateProblem,
} from '../../../shared/sms-templates.ts';
import { $placeSettings, readPlaceSettings } from './place-settings.ts';
import { saveTemplate } from './settings.ts';
import { previewText } from './template-preview.ts';
import { useRead } from '../common/use-read.ts';
import { useWrite } from '../common/use-write.ts';
import StatusSelect from '../common/StatusSelect.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/**
 * The SMS template of each texted status, with a live preview on a sample applicant (an acceptance's deadline from the
 * saved "Hours to confirm"), its length and the SMS segments it costs (GSM-7 or UCS-2), and the same check the server
 * makes before saving.
 */
export default function TemplateEditor() {
  const saved = useRead(getTemplates);
  const [templates, setTemplates] = useState<StatusTemplates | null>(null);
  const [status, setStatus] = useState<TextedStatus>('ACCEPTED');
  // The line speaks of one status's text as it was saved: another status, or an edit since, and it has nothing to say.
  const write = useWrite(saveTemplate, templates && `${status}\n${templates[status]}`);
  // The preview's deadline follows "Hours to confirm", as saved (and as saved again above on this page).
  const places = useStore($placeSettings);
  const [placesUnread, setPlacesUnread] = useState(false);

  useEffect(() => void saved.load(), [saved.load]);
  useEffect(() => {
    if (!$placeSettings.get()) void readPlaceSettings().then((read) => setPlacesUnread(!read));
  }, []);
  // The form edits its own copy of what was read.
  useEffect(() => {
    if (saved.value) setTemplates(saved.value.templates);
  }, [saved.value]);
  const hours = places?.confirmWithinHours ?? (placesUnread ? DEFAULT_PLACE_SETTINGS.confirmWithinHours : undefined);
  if (!templates || hours === undefined) {
    return saved.error ? (
      <p role="alert">{WORKSPACE_READS.templates.failed(saved.error)}</p>
    ) : (
      <p role="status">{WORKSPACE_READS.templates.loading}</p>
    );
  }

  const template = templates[status];
  const problem = templateProblem(template, status);
  const preview = previewText(template, status, window.location.origin, hours, new Date());
  const size = smsSize(preview);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    await write.run(status, template);
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="templates-title">
      <h2 id="templates-title">Decision messages</h2>
      <StatusSelect label="Status" statuses={TEXTED_DECISIONS} value={status} onChange={setStatus} />
      <label className={styles.control}>
        Message
        <textarea
          value={template}
          onChange={(e) => setTemplates({ ...templates, [status]: e.target.value })}
          aria-describedby="template-help"
        />
      </label>
      <p id="template-help" className={styles.muted}>
        Placeholders: {'{name}'}, {'{startup}'}, {'{status}'}, {'{confirmBy}'}, {'{link}'} (the applicant’s page).
      </p>
      <p>
        <strong>Preview:</strong> {preview}
      </p>
      <p className={styles.muted} aria-live="polite">
        {size.characters} characters, {size.segments} SMS ({size.encoding})
      </p>
      {problem && (
        <p className={styles.notice} data-kind="error">
          {problem}
        </p>
      )}
      <WriteStatus write={write.$write} label="Save message" disabled={Boolean(problem)} />
    </form>
  );
}
