import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateProfileSchema } from '../../shared/profile-schema.ts';
import type { Db } from '../db/client.ts';
import { guardianConsents, privacyNoticeAcceptances, startups, users } from '../db/schema.ts';
import type { UserRow } from '../deps.ts';
import { lockForRefingerprint } from '../duplicates/fingerprints.ts';

/**
 * Saves a participant's profile and startup in one transaction. The complete schema differs from the
 * update one only in requiring the summary, so a valid update with a summary is a valid complete
 * profile; once completed, a profile stays completed, and its first completion time is kept. A live application's
 * fingerprints follow the startup as it now is (its website's domain), so duplicates are found by what it says today.
 * `acceptsNotice` is the privacy notice version the payload accepted ('' for none): recorded with the profile, so no
 * profile is ever saved without its acceptance. `guardianMobile` is the mobile of a guardian whose consent code was
 * just confirmed ('' for none): their consent is recorded in the same transaction, under the notice now accepted.
 */
export async function saveProfile(
  db: Db,
  current: UserRow,
  p: z.infer<typeof UpdateProfileSchema>,
  acceptsNotice: string,
  now: Date,
  guardianMobile = '',
) {
  const completesNow = p.startUpSummary !== '';
  const startupRow = {
    name: p.startUpName,
    industry: p.startUpIndustry,
    stage: p.startUpStage,
    teamSize: p.startUpTeamSize,
    summary: p.startUpSummary,
    website: p.website,
    linkedIn: p.linkedIn,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const refingerprint = await lockForRefingerprint(tx, current.id);
    if (acceptsNotice) {
      // Accepting a version twice keeps its first time.
      await tx
        .insert(privacyNoticeAcceptances)
        .values({ userId: current.id, version: acceptsNotice, acceptedAt: now })
        .onConflictDoNothing();
    }
    if (guardianMobile) {
      const noticeVersion = acceptsNotice || current.privacyNoticeVersion || '';
      await tx.insert(guardianConsents).values({ userId: current.id, guardianMobile, noticeVersion, consentedAt: now });
    }
    const [user] = await tx
      .update(users)
      .set({
        name: p.name,
        age: p.age,
        gender: p.gender,
        email: p.email,
        state: p.state,
        city: p.city,
        education: p.education,
        ethnicity: p.ethnicity,
        isEmailOptIn: p.isEmailOptIn,
        isJitoMember: p.isJITOMember,
        jitoChapter: p.JITOChapter,
        heardFrom: p.heardFrom,
        ...(acceptsNotice ? { privacyNoticeVersion: acceptsNotice } : {}),
        isProfileCompleted: current.isProfileCompleted || completesNow,
        ...(completesNow
          ? { profileCompletedAt: sql`coalesce(${users.profileCompletedAt}, ${now.toISOString()}::timestamptz)` }
          : {}),
        updatedAt: now,
      })
      .where(eq(users.id, current.id))
      .returning();
    const [startup] = await tx
      .insert(startups)
      .values({ userId: current.id, ...startupRow })
      .onConflictDoUpdate({ target: startups.userId, set: startupRow })
      .returning();
    await refingerprint();
    return { user: user!, startup };
  });
}
