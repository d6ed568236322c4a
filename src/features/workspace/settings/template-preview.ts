/** The decision-message editor's live preview: what one applicant would be texted if the decision went out now. */
import { formatIst } from '../../../shared/india-time.ts';
import { type TextedStatus, renderTemplate, templateValues } from '../../../shared/sms-templates.ts';

/** A sample applicant; the real message is rendered the same way for each applicant. */
const SAMPLE = { name: 'Asha Mehta', startup: 'Krishi Sense' };

/**
 * `template` for the sample applicant: an acceptance names the deadline one released at `now` would get under the
 * saved "Hours to confirm" (as the server's status change does); the other statuses have none.
 */
export function previewText(
  template: string,
  status: TextedStatus,
  siteUrl: string,
  confirmWithinHours: number,
  now: Date,
): string {
  const confirmBy = status === 'ACCEPTED' ? formatIst(new Date(now.getTime() + confirmWithinHours * 3_600_000)) : '';
  return renderTemplate(template, templateValues(status, siteUrl, { ...SAMPLE, confirmBy }));
}
