/** The settings page's feedback reasons: read, then the whole list saved with the session's token. */
import { getFeedbackReasons, saveFeedbackReasons } from '../../../lib/feedback-api.ts';
import type { FeedbackReason } from '../../../shared/feedback-schemas.ts';
import type { WriteResult } from '../../../stores/write.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';

/** One reason as the form edits it: a new one has no id yet. */
export type ReasonDraft = { id?: number; label: string };

/** The write behind "Save reasons"; answers the list as saved (new reasons with their ids) when it worked. */
export const saveReasons = async (reasons: ReasonDraft[]): Promise<WriteResult & { saved?: FeedbackReason[] }> => {
  let saved: FeedbackReason[] | undefined;
  const result = await sendWrite(
    (token) => saveFeedbackReasons(token, reasons),
    (data) => void (saved = data.reasons),
  );
  return { ...result, ...(saved ? { saved } : {}) };
};

/** The list as saved, for the form; undefined when it could not be read (a 401 ends the session). */
export async function readReasons(): Promise<FeedbackReason[] | undefined> {
  const outcome = await readWith(browserSession, getFeedbackReasons);
  return outcome?.phase === 'ready' ? outcome.value.reasons : undefined;
}
