import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CommitteeView, Summary } from '../../shared/feedback-schemas.ts';
import { FEEDBACK_MESSAGES } from '../../shared/messages/feedback.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { applicationSummaries, reviewAssignments } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { staffNames } from '../staff/staff-names.ts';
import { readFeedbackReasons, reasonCounts, tickedBy } from './feedback-reasons.ts';
import type { Viewer } from './reviewer-scope.ts';
import { maySeeFeedback } from './reviewer-visibility.ts';

/**
 * PUT /api/organiser/submissions/:id/lead: names the lead reviewer of an application, or none (`mobile` null; the
 * summary stays for the next lead). The lead must be assigned to it in some round: checked in the same statement that
 * names them, so an unassignment at the same moment never leaves an unassigned lead behind a 200.
 */
export async function setLead(tx: DbOrTx, submissionId: string, mobile: string | null, by: string, now: Date) {
  const named = await tx.execute(sql`
    insert into ${applicationSummaries} (submission_id, lead_mobile, lead_set_by, lead_set_at)
    select ${submissionId}, ${mobile}::varchar, ${by}, ${now}
    where ${mobile}::varchar is null or exists (select 1 from ${reviewAssignments}
      where ${reviewAssignments.submissionId} = ${submissionId} and ${reviewAssignments.reviewerMobile} = ${mobile})
    on conflict (submission_id) do update
      set lead_mobile = excluded.lead_mobile, lead_set_by = excluded.lead_set_by, lead_set_at = excluded.lead_set_at
    returning submission_id`);
  if ((named as unknown as { rows: unknown[] }).rows.length === 0) throw fail(400, FEEDBACK_MESSAGES.leadNotAssigned);
}

/** The saved summary of `submissionId` as its readers get it (empty at revision 0 before the first save). */
async function summaryOf(db: DbOrTx, row: typeof applicationSummaries.$inferSelect | undefined): Promise<Summary> {
  if (!row?.writtenBy) return { text: row?.text ?? '', revision: row?.revision ?? 0, writtenBy: null, writtenAt: null };
  const nameOf = await staffNames(db, [row.writtenBy]);
  return {
    text: row.text,
    revision: row.revision,
    writtenBy: nameOf(row.writtenBy),
    writtenAt: row.writtenAt?.toISOString() ?? null,
  };
}

const rowOf = async (db: DbOrTx, submissionId: string) =>
  (await db.select().from(applicationSummaries).where(eq(applicationSummaries.submissionId, submissionId)))[0];

/**
 * PUT /api/organiser/submissions/:id/summary: the lead saves the committee summary over `revision`, the one they
 * edited. One conditional update decides: another save since (another tab, another device) moved the revision, and
 * this one is refused with 409 and the current summary, so no text is lost unseen; anyone but the lead gets 403.
 */
export async function saveSummary(
  db: DbOrTx,
  submissionId: string,
  me: string,
  edit: { text: string; revision: number },
  now: Date,
): Promise<Summary> {
  const [saved] = await db
    .update(applicationSummaries)
    .set({
      text: edit.text,
      revision: sql`${applicationSummaries.revision} + 1`,
      writtenBy: me,
      writtenAt: now,
    })
    .where(
      and(
        eq(applicationSummaries.submissionId, submissionId),
        eq(applicationSummaries.leadMobile, me),
        eq(applicationSummaries.revision, edit.revision),
      ),
    )
    .returning();
  if (saved) return summaryOf(db, saved);
  const row = await rowOf(db, submissionId);
  if (row?.leadMobile !== me) throw fail(403, FEEDBACK_MESSAGES.notLead);
  throw fail(409, FEEDBACK_MESSAGES.summaryChanged, { summary: await summaryOf(db, row) });
}

/**
 * The feedback and committee part of one application's detail, each field only where `viewer` may read it
 * (maySeeFeedback): their own ticks in `roundId`, whether they lead it, and for organisers the lead, the summary and
 * the count of reviewers behind each reason; for the lead, the summary.
 */
export async function committeeView(
  db: Db,
  submissionId: string,
  viewer: Viewer,
  roundId: number,
): Promise<CommitteeView> {
  const [row, reasons, myReasons] = await Promise.all([
    rowOf(db, submissionId),
    readFeedbackReasons(db),
    maySeeFeedback(viewer.role, 'ownReasons') ? tickedBy(db, roundId, submissionId, viewer.mobile) : [],
  ]);
  const isLead = row?.leadMobile === viewer.mobile;
  const see = (key: Parameters<typeof maySeeFeedback>[1]) => maySeeFeedback(viewer.role, key, isLead);
  const view: CommitteeView = { reasons, myReasons, isLead };
  if (see('lead')) {
    const nameOf = await staffNames(db, row?.leadMobile ? [row.leadMobile] : []);
    view.lead = row?.leadMobile ? { mobile: row.leadMobile, name: nameOf(row.leadMobile) } : null;
  }
  if (see('summary')) view.summary = await summaryOf(db, row);
  if (see('othersReasons')) {
    const counts = (await reasonCounts(db, [submissionId])).get(submissionId);
    view.reasonCounts = reasons.map((r) => ({ ...r, count: counts?.get(r.id) ?? 0 }));
  }
  return view;
}

/** The committee summaries of `ids` that have text, for the export. */
export async function summariesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: applicationSummaries.submissionId, text: applicationSummaries.text })
    .from(applicationSummaries)
    .where(inArray(applicationSummaries.submissionId, ids));
  return new Map(rows.filter((r) => r.text).map((r) => [r.id, r.text]));
}
