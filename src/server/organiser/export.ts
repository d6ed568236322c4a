import { startupView, userView } from '../auth/user-view.ts';
import type { ApiDeps } from '../deps.ts';
import { csvCell } from '../export/submissions-export.ts';
import { submissionFiles } from '../db/schema.ts';
import { type Viewer, blindAnswers, loadApplications, loadScoredReviews, rowOf } from './applications.ts';
import { roleOf } from './roles.ts';

type Flat = Record<string, string | number | boolean | null>;

/**
 * Every application as flat records for the download: status and review scores added to today's
 * export for organisers; reviewers get the blind version (no applicant, no identifying answers, no file names).
 */
export async function exportRecords(deps: ApiDeps, viewer: Viewer): Promise<Flat[]> {
  const { role } = viewer;
  const [apps, scored, files] = await Promise.all([
    loadApplications(deps.db),
    loadScoredReviews(deps.db, deps.rubric),
    deps.db
      .select({ submissionId: submissionFiles.submissionId, fieldName: submissionFiles.fieldName })
      .from(submissionFiles),
  ]);
  const organiser = role === 'ORGANISER';
  return apps.map((a) => {
    const row = rowOf(a, scored, viewer);
    const record: Flat = {
      submissionId: row.id,
      submittedAt: row.submittedAt,
      status: row.status,
      reviewCount: row.reviewCount,
      weightedScore: row.weightedScore,
      normalisedScore: row.normalisedScore,
    };
    if (organiser) {
      const { id: _id, role: _role, ...applicant } = userView(a.user, roleOf(deps.roles, a.user.mobile));
      for (const [k, v] of Object.entries(applicant)) record[k] = v;
    }
    const startup = startupView(a.startup ?? undefined);
    for (const [k, v] of Object.entries(startup)) if (organiser || k !== 'linkedIn') record[`startup.${k}`] = v;
    const fileFields = new Set(files.filter((f) => f.submissionId === a.submission.id).map((f) => f.fieldName));
    const answers = organiser ? a.submission.answers : blindAnswers(a.submission.answers, fileFields);
    for (const ans of answers) record[`answer.${ans.name}`] = ans.value;
    return record;
  });
}

/** CSV with the union of every record's columns, in first-seen order, spreadsheet-safe cells, UTF-8 BOM. */
export function recordsToCsv(records: Flat[]): string {
  const header = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const lines = records.map((r) => header.map((h) => csvCell(r[h])).join(','));
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
