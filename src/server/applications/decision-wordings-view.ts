import { SAMPLE_RECIPIENT, TEXTED_DECISIONS, decisionSms, wordingsFor } from '../../shared/decision-wordings.ts';
import { SMS_WORDINGS } from '../../shared/messages/sms-wordings.ts';
import type { DecisionWordings } from '../../shared/template-schemas.ts';
import type { Db } from '../db/client.ts';
import { confirmDeadline } from '../places/places.ts';
import type { SmsProvider } from '../sms/provider.ts';
import { chosenWordings } from './templates.ts';

/**
 * "Decision messages" as organisers read them: for each texted status, the wording chosen and every registered wording
 * with its text as registered and a preview on a sample applicant, an acceptance's deadline being the one an
 * acceptance made now would get ("Hours to confirm" of the places settings).
 */
export async function decisionWordings(
  db: Db,
  site: { eventName: string; siteUrl: string; sms: SmsProvider },
  now: Date,
): Promise<DecisionWordings> {
  const chosen = await chosenWordings(db);
  const confirmBy = await confirmDeadline(db, now);
  return {
    decisions: TEXTED_DECISIONS.map((status) => ({
      status,
      chosen: chosen[status],
      wordings: wordingsFor(status).map((id) => ({
        id,
        label: SMS_WORDINGS[id].label,
        text: SMS_WORDINGS[id].text.replaceAll('{event}', site.eventName),
        preview: decisionSms({ ...chosen, [status]: id }, status, site, { ...SAMPLE_RECIPIENT, confirmBy }).text,
        registered: site.sms.registered(id),
      })),
    })),
  };
}
