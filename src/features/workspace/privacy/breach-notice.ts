/**
 * "Notify affected people": the audience as the form holds it, and the send, which first counts the audience and
 * asks the organiser to confirm that number (nothing is sent when they cancel).
 */
import { previewBreachNotice, sendBreachNotice } from '../../../lib/breach-api.ts';
import type { ApplicationStatus } from '../../../shared/application-statuses.ts';
import { BREACH_MESSAGES } from '../../../shared/messages/breach.ts';
import type { BreachAudience } from '../../../shared/privacy/breach-schemas.ts';
import { $token } from '../../../stores/auth.ts';
import type { WriteResult } from '../../../stores/write.ts';
import { resultOf, sendWrite } from '../common/send.ts';

export interface BreachForm {
  reference: string;
  details: string;
  kind: BreachAudience['kind'];
  status: ApplicationStatus;
  /** Application ids, one a line or separated by commas or spaces, as pasted from the export. */
  ids: string;
}

/** The audience the form names. */
export function audienceOf(form: Pick<BreachForm, 'kind' | 'status' | 'ids'>): BreachAudience {
  if (form.kind === 'status') return { kind: 'status', status: form.status };
  if (form.kind === 'list') return { kind: 'list', ids: [...new Set(form.ids.split(/[\s,]+/).filter(Boolean))] };
  return { kind: 'all' };
}

/**
 * Counts the audience, asks `confirm` with that count, then sends; `onSent` reloads the list. A refused preview (a bad
 * audience) says why, as the send would.
 */
export async function notifyAffectedPeople(
  form: BreachForm,
  confirm: (question: string) => boolean,
  onSent: () => Promise<void>,
): Promise<WriteResult> {
  const token = $token.get();
  const audience = audienceOf(form);
  const preview = token ? await previewBreachNotice(token, { reference: form.reference || undefined, audience }) : null;
  if (!preview?.ok) return resultOf(preview);
  const toTell = preview.data.people - preview.data.alreadyTold;
  if (toTell > 0 && !confirm(BREACH_MESSAGES.confirm(toTell))) return { ok: false, message: '' };
  return sendWrite((t) => sendBreachNotice(t, { reference: form.reference, details: form.details, audience }), onSent);
}
