import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { PLACE_MESSAGES } from '../../shared/messages/places.ts';
import type { Db } from '../db/client.ts';
import { placeConfirmations, submissions } from '../db/schema.ts';
import { fail } from '../errors.ts';

/**
 * The applicant's answer to their place: one atomic UPDATE that only an accepted application still waiting, before
 * its deadline, passes, so two answers at once (two tabs, two processes) record one. When it changes nothing, the
 * reason is read afterwards and answered as a 4xx: answered already (409), too late (403), nothing to confirm.
 */
export async function answerPlace(db: Db, userId: number, attending: boolean, now: Date): Promise<void> {
  const answered = await db
    .update(placeConfirmations)
    .set({ answer: attending ? 'CONFIRMED' : 'DECLINED', answeredAt: now })
    .where(
      and(
        isNull(placeConfirmations.answer),
        gt(placeConfirmations.confirmBy, now),
        sql`${placeConfirmations.submissionId} in (select ${submissions.id} from ${submissions}
              where ${submissions.userId} = ${userId} and ${submissions.status} = 'ACCEPTED')`,
      ),
    )
    .returning({ id: placeConfirmations.submissionId });
  if (answered.length) return;
  throw await whyNot(db, userId, now);
}

async function whyNot(db: Db, userId: number, now: Date) {
  const [latest] = await db
    .select({ status: submissions.status, place: placeConfirmations })
    .from(submissions)
    .leftJoin(placeConfirmations, eq(placeConfirmations.submissionId, submissions.id))
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.createdAt))
    .limit(1);
  if (!latest) return fail(404, PLACE_MESSAGES.noApplication);
  const place = latest.place;
  if (latest.status !== 'ACCEPTED' || !place) return fail(409, PLACE_MESSAGES.notAccepted);
  if (place.answer === 'CONFIRMED') return fail(409, PLACE_MESSAGES.alreadyConfirmed);
  if (place.answer === 'DECLINED') return fail(409, PLACE_MESSAGES.alreadyDeclined);
  if (place.answer === 'LAPSED' || place.confirmBy.getTime() <= now.getTime())
    return fail(403, PLACE_MESSAGES.deadlinePassed);
  return fail(409, PLACE_MESSAGES.notAccepted);
}
