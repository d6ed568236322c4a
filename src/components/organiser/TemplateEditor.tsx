import { useEffect, useState, type SubmitEvent } from 'react';
import { getTemplates, saveTemplates } from '../../lib/decisions-api.ts';
import { STATUS_LABELS } from '../../shared/organiser-labels.ts';
import { WORKSPACE_MESSAGES } from '../../shared/messages/workspace.ts';
import { smsSize } from '../../shared/sms-segments.ts';
import {
  type StatusTemplates,
  TEXTED_DECISIONS,
  type TextedStatus,
  renderTemplate,
  templateProblem,
  templateValues,
} from '../../shared/sms-templates.ts';
import { $token } from '../../stores/auth.ts';
import styles from './Organiser.module.css';

/** A sample applicant for the live preview; the real message is rendered the same way for each applicant. */
const SAMPLE = { name: 'Asha Mehta', startup: 'Krishi Sense', confirmBy: '28 November 2026, 6:00 pm IST' };

/**
 * The SMS template of each texted status, with a live preview on a sample applicant, its length and the SMS
 * segments it costs (GSM-7 or UCS-2), and the same check the server makes before saving.
 */
export default function TemplateEditor() {
  const [templates, setTemplates] = useState<StatusTemplates | null>(null);
  const [status, setStatus] = useState<TextedStatus>('ACCEPTED');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    const token = $token.get();
    if (token)
      getTemplates(token).then(
        (t) => setTemplates(t.templates),
        () => setTemplates(null),
      );
  }, []);
  if (!templates) return <p role="status">Loading the message templates…</p>;

  const template = templates[status];
  const problem = templateProblem(template, status);
  const preview = renderTemplate(template, templateValues(status, window.location.origin, SAMPLE));
  const size = smsSize(preview);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const token = $token.get();
    if (!token) return;
    const answer = await saveTemplates(token, { [status]: template });
    setResult({
      ok: Boolean(answer?.ok),
      message: answer?.data.message ?? WORKSPACE_MESSAGES.unreachable,
    });
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="templates-title">
      <h2 id="templates-title">Decision messages</h2>
      <label className={styles.control}>
        Status
        <select value={status} onChange={(e) => setStatus(e.target.value as TextedStatus)}>
          {TEXTED_DECISIONS.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
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
      <p>
        <button className="btn btn-primary" type="submit" disabled={Boolean(problem)}>
          Save message
        </button>
      </p>
      <p className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.message}
      </p>
    </form>
  );
}
