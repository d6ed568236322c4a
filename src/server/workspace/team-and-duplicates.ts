import { and, asc, eq } from 'drizzle-orm';
import { DUPLICATE_MESSAGES } from '../../shared/messages/duplicates.ts';
import type { ApplicationStatus, SubmissionDetail } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { cofounderInvites, users } from '../db/schema.ts';
import { duplicatesOf } from '../duplicates/duplicates.ts';
import type { Application } from '../review/application-for-viewer.ts';
import type { Viewer } from '../review/reviewer-scope.ts';
import { teamAsSeenBy } from '../review/reviewer-visibility.ts';

type TeamFields = Pick<SubmissionDetail['submission'], 'team' | 'duplicates' | 'duplicatesCounted' | 'duplicateOf'>;

/** The applicant's invites, oldest first, each with the invited co-founder's profile name once they accepted. */
type Invites = Awaited<ReturnType<typeof invitesOf>>;

/**
 * The invites the applicant `applicantId` sent. An accepted co-founder signed in with the invited number: their
 * profile's name is theirs to show organisers (null until they accept).
 */
export function invitesOf(db: Db, applicantId: number) {
  return db
    .select({
      mobile: cofounderInvites.mobile,
      role: cofounderInvites.role,
      status: cofounderInvites.status,
      name: users.name,
    })
    .from(cofounderInvites)
    .leftJoin(users, and(eq(users.mobile, cofounderInvites.mobile), eq(cofounderInvites.status, 'accepted')))
    .where(eq(cofounderInvites.inviterId, applicantId))
    .orderBy(asc(cofounderInvites.invitedAt), asc(cofounderInvites.id));
}

/** The profile names of the co-founders who accepted one of `invites`. */
export const acceptedCofounderNames = (invites: Invites): string[] =>
  invites.flatMap((i) => (i.status === 'accepted' && i.name !== null ? [i.name] : []));

/**
 * What one application's detail shows of its invited team (`invites`, as `viewer` may read it) and, for organisers,
 * of the applications from other accounts that look like it and the one it was marked a duplicate of.
 */
export async function teamAndDuplicates(db: Db, a: Application, viewer: Viewer, invites: Invites): Promise<TeamFields> {
  const team = teamAsSeenBy(viewer.role, invites);
  if (viewer.role !== 'ORGANISER') return { team };
  const { links, counted } = await duplicatesOf(db, a.submission.id);
  return {
    team,
    duplicatesCounted: counted,
    duplicates: links.map((l) => ({
      id: l.other,
      startupName: l.otherStartupName,
      status: l.otherStatus as ApplicationStatus,
      reasons: l.kinds.map((k) => DUPLICATE_MESSAGES.reasons[k]),
    })),
    ...(a.submission.duplicateOf ? { duplicateOf: a.submission.duplicateOf } : {}),
  };
}
