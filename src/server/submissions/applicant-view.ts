import { eq } from 'drizzle-orm';
import type { ApplicantSubmission } from '../../shared/api-types.ts';
import { APPLICANT_CHANGE_MESSAGES } from '../../shared/messages/applicant-changes.ts';
import type { Db } from '../db/client.ts';
import { submissionFiles } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { windowForApplications, windowRefusal } from '../applications/window.ts';
import { editRefusal, liveSubmission } from './edit.ts';
import { roundsEditRefusal } from './rounds-lock.ts';
import { answersWithTeam } from '../../shared/team-answers.ts';
import { verifiedTeams } from '../cofounders/team.ts';

/**
 * The applicant's live application as they read it (GET /api/submission): its answers (the co-founder ones as the
 * verified team has them, src/shared/team-answers.ts) and files, and whether it may be edited now, or the reason it
 * may not (the window closed, a decision out). 404 when there is none.
 */
export async function applicantSubmission(db: Db, userId: number, now: Date): Promise<ApplicantSubmission> {
  const live = await liveSubmission(db, userId);
  if (!live) throw fail(404, APPLICANT_CHANGE_MESSAGES.nothingToEdit);
  const [files, teams] = await Promise.all([
    db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, live.id)),
    verifiedTeams(db, [userId]),
  ]);
  const refusal =
    windowRefusal(await windowForApplications(db), now) || editRefusal(live.status) || (await roundsEditRefusal(db));
  return {
    submission: {
      id: live.id,
      status: live.status as ApplicantSubmission['submission']['status'],
      version: live.version,
      answers: answersWithTeam(live.answers, teams.get(userId) ?? []).map(({ name, label, value }) => ({
        name,
        label,
        value,
      })),
      files: files.map((f) => ({ fieldName: f.fieldName, originalName: f.originalName, size: f.size })),
      editable: refusal === '',
      editRefusal: refusal,
    },
  };
}
