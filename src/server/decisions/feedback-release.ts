import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { submissionStatusChanges } from '../db/schema.ts';
import { releasableReasons } from '../review/feedback-reasons.ts';

/**
 * Puts the feedback reasons the reviewers of `submissionId` ticked on the decision `changeId` just released, worded as
 * they are now, so /application shows them under it whatever the list becomes later. The status SMS and the e-mail
 * were written from the decision alone: the reasons reach no message. False when nobody ticked any.
 */
export async function attachFeedback(tx: Tx, submissionId: string, changeId: number): Promise<boolean> {
  const reasons = await releasableReasons(tx, submissionId);
  if (!reasons.length) return false;
  await tx.update(submissionStatusChanges).set({ feedback: reasons }).where(eq(submissionStatusChanges.id, changeId));
  return true;
}
