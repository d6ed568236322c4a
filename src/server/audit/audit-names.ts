import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { startups, submissionFiles, submissionStatusChanges, submissions } from '../db/schema.ts';
import { staffNames } from '../staff/staff-names.ts';
import { applicationStartupName } from '../applications/startup-name.ts';

/** The names a page of the audit log reads instead of ids, each looked up once for the whole page. */
export interface AuditNames {
  /** A staff member's profile name, their number when they never gave one. */
  staff(mobile: string): string;
  /** The startup an application names (its answer, else the profile's); undefined for an application gone. */
  startup(id: string): string | undefined;
  /** A stored file's name; undefined for a file no longer stored. */
  file(id: string): string | undefined;
  /** The application a status change (an SMS queued again) belongs to. */
  changeApplication(changeId: string): string | undefined;
}

interface Wanted {
  staff: string[];
  applications: string[];
  files: string[];
  changes: string[];
}

/** Looks every name `wanted` up: one query per kind, none for a kind nothing asks for. */
export async function auditNames(db: Db, wanted: Wanted): Promise<AuditNames> {
  const changeIds = wanted.changes.filter((id) => /^\d{1,18}$/.test(id)).map(Number);
  const changes = changeIds.length
    ? await db
        .select({ id: submissionStatusChanges.id, submissionId: submissionStatusChanges.submissionId })
        .from(submissionStatusChanges)
        .where(inArray(submissionStatusChanges.id, changeIds))
    : [];
  const applicationIds = [...new Set([...wanted.applications, ...changes.map((c) => c.submissionId)])];
  const [nameOf, apps, files] = await Promise.all([
    staffNames(db, wanted.staff),
    applicationIds.length
      ? db
          .select({
            id: submissions.id,
            name: applicationStartupName,
          })
          .from(submissions)
          .leftJoin(startups, eq(startups.userId, submissions.userId))
          .where(inArray(submissions.id, applicationIds))
      : [],
    wanted.files.length
      ? db
          .select({ id: submissionFiles.id, name: submissionFiles.originalName })
          .from(submissionFiles)
          .where(inArray(submissionFiles.id, [...new Set(wanted.files)]))
      : [],
  ]);
  const startupOf = new Map(apps.map((a) => [a.id, a.name]));
  const fileOf = new Map(files.map((f) => [f.id, f.name]));
  const changeOf = new Map(changes.map((c) => [String(c.id), c.submissionId]));
  return {
    staff: nameOf,
    startup: (id) => startupOf.get(id),
    file: (id) => fileOf.get(id),
    changeApplication: (id) => changeOf.get(id),
  };
}
