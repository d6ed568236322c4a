import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { MY_DATA_MESSAGES } from '../../shared/messages/my-data.ts';
import type { Db } from '../db/client.ts';
import { lockPendingForWithdrawal } from '../db/lock-order.ts';
import {
  applicationDraftFiles,
  applicationDrafts,
  breachNoticeRecipients,
  guardianCodes,
  guardianConsents,
  cofounderInvites,
  otpCodes,
  otpSends,
  sessions,
  startups,
  statusSms,
  submissionFiles,
  submissionFingerprints,
  submissionVersions,
  submissions,
  users,
  privacyRequests,
} from '../db/schema.ts';
import type { ReviewerVisibility } from '../deps.ts';
import { maySee } from '../review/reviewer-visibility.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { withdrawSubmissionIn } from '../applications/withdraw.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';

/** What an erased account's row holds instead of a number: unique, and never a mobile anyone can sign in with. */
const erasedMobile = (userId: number) => `d${String(userId).padStart(9, '0')}`;

/**
 * Answers with everything that names the person emptied: only what blind reviewers may read (the startup's own
 * answers, by the one visibility rule) stays for the organisers, less the file answers: the files are deleted and
 * their answer is the applicant's own file name.
 */
const anonymise = (visibility: ReviewerVisibility, answers: SubmissionAnswer[]) =>
  answers.map((a) =>
    maySee(visibility, 'REVIEWER', { source: 'answer', name: a.name }) && !visibility.fileAnswers.has(a.name)
      ? a
      : { ...a, value: '' },
  );

/**
 * Erases an account in one transaction: a live application is withdrawn (noted in its history), every
 * application of the user is kept for the organisers' record but anonymised (identifying answers emptied in
 * every version, files and fingerprints gone), and the profile, startup, drafts, invites, sessions and codes are
 * deleted, and status SMS not sent yet cancelled. The user row stays as an empty tombstone so reviews and decisions
 * keep their application; its number is replaced.
 * The stored files are deleted once the rows no longer name them.
 */
export async function eraseAccount(
  db: Db,
  store: UploadStore,
  visibility: ReviewerVisibility,
  userId: number,
  now: Date,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    // A live application is withdrawn below: the pending-decisions table before any row (db/lock-order.ts).
    await lockPendingForWithdrawal(tx);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return [];
    const [live] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.userId, userId), ne(submissions.status, 'WITHDRAWN')))
      .for('update');
    if (live) await withdrawSubmissionIn(tx, live.id, now, MY_DATA_MESSAGES.deletedNote);
    const owned = await tx.select().from(submissions).where(eq(submissions.userId, userId));
    const ids = owned.map((s) => s.id);
    const files = ids.length
      ? await tx.delete(submissionFiles).where(inArray(submissionFiles.submissionId, ids)).returning()
      : [];
    for (const s of owned) {
      await tx
        .update(submissions)
        .set({ answers: anonymise(visibility, s.answers) })
        .where(eq(submissions.id, s.id));
    }
    if (ids.length) {
      for (const v of await tx.select().from(submissionVersions).where(inArray(submissionVersions.submissionId, ids))) {
        await tx
          .update(submissionVersions)
          .set({ answers: anonymise(visibility, v.answers), files: [] })
          .where(and(eq(submissionVersions.submissionId, v.submissionId), eq(submissionVersions.version, v.version)));
      }
    }
    const drafted = await tx.delete(applicationDraftFiles).where(eq(applicationDraftFiles.userId, userId)).returning();
    await tx.delete(applicationDrafts).where(eq(applicationDrafts.userId, userId));
    await tx.delete(startups).where(eq(startups.userId, userId));
    // Invites they sent, and invites to their number: both name a person.
    await tx.delete(cofounderInvites).where(eq(cofounderInvites.inviterId, userId));
    await tx.delete(cofounderInvites).where(eq(cofounderInvites.mobile, user.mobile));
    // The invite SMS counts stay: keyed by mobiles, they lapse in a day or a week, and erasing must not reset them.
    if (ids.length) await tx.delete(submissionFingerprints).where(inArray(submissionFingerprints.submissionId, ids));
    // Privacy requests stay on the desk (when, what kind, how answered) without the applicant's own words.
    await tx.update(privacyRequests).set({ details: '' }).where(eq(privacyRequests.userId, userId));
    // A guardian's consent stays as the record that it was given, without the guardian's number.
    await tx.update(guardianConsents).set({ guardianMobile: '' }).where(eq(guardianConsents.userId, userId));
    await tx.delete(guardianCodes).where(eq(guardianCodes.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(otpCodes).where(eq(otpCodes.mobile, user.mobile));
    await tx.delete(otpSends).where(eq(otpSends.mobile, user.mobile));
    const tombstone = erasedMobile(userId);
    // Status SMS not sent yet are cancelled, never sent to anyone; those sent stay in the record, without the number.
    await tx.delete(statusSms).where(and(eq(statusSms.mobile, user.mobile), isNull(statusSms.sentAt)));
    await tx.update(statusSms).set({ mobile: tombstone }).where(eq(statusSms.mobile, user.mobile));
    // Breach notices stay as the record of who was told, without the number; one not texted yet is not sent.
    await tx
      .update(breachNoticeRecipients)
      .set({ mobile: tombstone, smsDueAt: null })
      .where(eq(breachNoticeRecipients.userId, userId));
    await tx
      .update(users)
      .set({
        mobile: tombstone,
        name: '',
        age: null,
        gender: '',
        email: '',
        state: '',
        city: '',
        education: '',
        ethnicity: '',
        isEmailOptIn: false,
        isJitoMember: false,
        jitoChapter: '',
        heardFrom: '',
        isProfileCompleted: false,
        isApplicationSubmitted: false,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return [...files, ...drafted].map((f) => f.storageKey);
  });
  await Promise.allSettled(keys.map((key) => store.remove(key)));
}
