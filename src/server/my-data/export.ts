import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  privacyNoticeAcceptances,
  submissionFiles,
  submissionStatusChanges,
  submissionVersions,
  submissions,
} from '../db/schema.ts';
import type { StartupRow, UserRow } from '../deps.ts';
import { readDraft } from '../drafts/draft-store.ts';
import { listInvites, listInvitesReceived } from '../cofounders/invites.ts';
import { startupView, userView } from '../auth/user-view.ts';
import type { Role } from '../../shared/organiser-schemas.ts';
import { formatIst } from '../../shared/india-time.ts';
import { MY_DATA_MESSAGES } from '../../shared/messages/my-data.ts';
import { type MyFileLinks, myFileUrl } from './file-links.ts';
import { ownRequests } from '../privacy/requests.ts';
import { guardianConsentsOf } from '../privacy/guardian-consent.ts';

/**
 * Everything the product holds about one user, as they may read it (a right of access): the profile, the
 * startup, every application with its versions and history, the draft, and each file with a link to download
 * it (signed, so it opens from the downloaded file: file-links.ts, and the export says until when), the co-founders they invited with each answer, and the invites they received (other applicants' teams naming
 * their number; erasure deletes those too), and each privacy notice version they accepted with its time, and each guardian's consent (a child's profile). Reviews and who decided are the organisers', not the
 * applicant's, and are left out.
 */
export async function exportUserData(
  db: Db,
  user: UserRow,
  startup: StartupRow | undefined,
  role: Role,
  now: Date,
  links: MyFileLinks,
) {
  const owned = await db
    .select()
    .from(submissions)
    .where(eq(submissions.userId, user.id))
    .orderBy(asc(submissions.createdAt));
  const ids = owned.map((s) => s.id);
  const [files, versions, changes, { draft, files: draftFiles }] = await Promise.all([
    ids.length ? db.select().from(submissionFiles).where(inArray(submissionFiles.submissionId, ids)) : [],
    ids.length ? db.select().from(submissionVersions).where(inArray(submissionVersions.submissionId, ids)) : [],
    ids.length
      ? db
          .select()
          .from(submissionStatusChanges)
          .where(inArray(submissionStatusChanges.submissionId, ids))
          .orderBy(asc(submissionStatusChanges.changedAt), asc(submissionStatusChanges.id))
      : [],
    readDraft(db, user.id),
  ]);
  const until = new Date(links.grant.until);
  return {
    exportedAt: now.toISOString(),
    fileLinks: { validUntil: until.toISOString(), note: MY_DATA_MESSAGES.linksNote(formatIst(until)) },
    profile: userView(user, role),
    startup: startupView(startup),
    applications: owned.map((s) => ({
      id: s.id,
      status: s.status,
      submittedAt: s.createdAt.toISOString(),
      version: s.version,
      answers: s.answers.map(({ name, label, value }) => ({ name, label, value })),
      versions: versions
        .filter((v) => v.submissionId === s.id)
        .sort((a, b) => a.version - b.version)
        .map((v) => ({
          version: v.version,
          at: v.createdAt.toISOString(),
          answers: v.answers.map(({ name, label, value }) => ({ name, label, value })),
          files: v.files,
        })),
      history: changes
        .filter((c) => c.submissionId === s.id)
        .map((c) => ({ status: c.status, note: c.note, at: c.changedAt.toISOString() })),
      files: files
        .filter((f) => f.submissionId === s.id)
        .map((f) => ({
          fieldName: f.fieldName,
          originalName: f.originalName,
          mimeType: f.mimeType,
          size: f.size,
          link: myFileUrl(links, { submissionFileId: f.id }, f.originalName),
        })),
    })),
    draft:
      draft || draftFiles.length > 0
        ? {
            answers: draft?.answers ?? {},
            updatedAt: draft?.updatedAt.toISOString() ?? null,
            files: draftFiles.map((f) => ({
              fieldName: f.fieldName,
              originalName: f.originalName,
              mimeType: f.mimeType,
              size: f.size,
              link: myFileUrl(links, { draftField: f.fieldName }, f.originalName),
            })),
          }
        : null,
    invites: await listInvites(db, user.id),
    invitesReceived: await listInvitesReceived(db, user.mobile),
    privacyRequests: await ownRequests(db, user.id),
    privacyNoticeAcceptances: (
      await db
        .select({ version: privacyNoticeAcceptances.version, acceptedAt: privacyNoticeAcceptances.acceptedAt })
        .from(privacyNoticeAcceptances)
        .where(eq(privacyNoticeAcceptances.userId, user.id))
        .orderBy(asc(privacyNoticeAcceptances.acceptedAt))
    ).map((a) => ({ version: a.version, acceptedAt: a.acceptedAt.toISOString() })),
    guardianConsents: await guardianConsentsOf(db, user.id),
  };
}
