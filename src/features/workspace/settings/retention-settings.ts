/** The settings page's retention periods: checked as the server checks them, then saved with the session's token. */
import { atom } from 'nanostores';
import { getRetention, saveRetention } from '../../../lib/retention-api.ts';
import { istInputToIso } from '../../../shared/india-time.ts';
import { retentionProblem } from '../../../shared/privacy/retention-labels.ts';
import type { RetentionSettings, RetentionView } from '../../../shared/privacy/retention-schemas.ts';
import type { WriteResult } from '../../../stores/write.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';

/** What the section shows: the periods and what is due, as last read or saved. */
export const $retention = atom<RetentionView | undefined>(undefined);

/** The periods as the form holds them: numbers, and the event's end as an India-time datetime-local value ('' unset). */
export type RetentionForm = Omit<RetentionSettings, 'eventEndsAt'> & { eventEndsAt: string };

/** The write behind "Save retention" (see stores/write.ts): a problem the server would refuse is said without asking it. */
export async function saveRetentionPeriods(form: RetentionForm): Promise<WriteResult> {
  const problem = retentionProblem(form);
  if (problem) return { ok: false, message: problem };
  const settings: RetentionSettings = {
    ...form,
    eventEndsAt: form.eventEndsAt ? istInputToIso(form.eventEndsAt) : null,
  };
  return sendWrite(
    (token) => saveRetention(token, settings),
    (view) => $retention.set(view),
  );
}

/** Reads the periods and what is due; a 401 ends the session. */
export async function readRetention(): Promise<RetentionView | undefined> {
  const outcome = await readWith(browserSession, getRetention);
  const view = outcome?.phase === 'ready' ? outcome.value : undefined;
  if (view) $retention.set(view);
  return view;
}
