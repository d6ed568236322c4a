/**
 * Messages of review assignment, conflicts of interest, the review queue and the staff discussion.
 * Part of the one message catalogue (src/shared/messages/). Browser-safe.
 */
import { plural } from './plural.ts';

export const ASSIGNMENT_MESSAGES = {
  countRange: 'Reviews per application and reviews per reviewer must be whole numbers from 1 to 1000',
  noReviewers: 'No reviewers are configured: add their mobiles to REVIEWER_MOBILES',
  moreReviewsThanReviewers: (reviewers: number) =>
    `Each application cannot get more reviews than there are reviewers (${reviewers})`,
  assigned: (count: number) => `${count} review${count === 1 ? '' : 's'} assigned`,
  /** After `assigned`: what is left, and why, naming the field that would fill what the cap leaves. */
  shortfall: (short: { applications: number; reviews: number; atCap: number; conflicts: number }, cap: number) =>
    `${plural(short.applications, 'application is', 'applications are')} still short of ${plural(short.reviews, 'review')}: ${[
      short.atCap
        ? `${short.atCap} because every reviewer they may have already has ${cap} (raise “Most applications per reviewer” to fill them)`
        : '',
      short.conflicts ? `${short.conflicts} because too few reviewers have no conflict of interest with them` : '',
    ]
      .filter(Boolean)
      .join('; ')}.`,
  unassignableConflicts: (eligible: number) =>
    `Only ${eligible} reviewer${eligible === 1 ? '' : 's'} without a conflict of interest`,
  unassignableCaps: 'Every reviewer without a conflict of interest is at the cap',
  /** An application left short, in the workspace's list of them. */
  shortBy: (missing: number, reason: string) => `${plural(missing, 'review')} short: ${reason}`,
  /** The rest of a long list of applications left short. */
  moreShort: (n: number) => `and ${plural(n, 'more application')}`,
  unknownReviewer: 'No reviewer with this mobile number',
  reviewerAssigned: 'Reviewer assigned',
  reviewerUnassigned: 'Reviewer unassigned',
  notAssigned: 'This reviewer is not assigned to this application',
  conflicted: (reason: string) => `This reviewer has a conflict of interest: ${reason}`,
  ownConflict: (reason: string) =>
    `You have a conflict of interest with this application, so your review cannot be saved: ${reason}`,
  conflictReason: 'Please say what the conflict of interest is (up to 500 characters)',
  conflictDeclared: 'Conflict of interest declared: the application has left your queue',
  commentText: 'Please write a comment (up to 2000 characters)',
  commentSaved: 'Comment added',
  reviewFirst: 'Save your own review before joining the discussion',
} as const;

/**
 * Why an application and a reviewer conflict, found without anyone declaring it: only from facts the product verified
 * (a number someone signed in with), never from what an applicant typed.
 */
export const CONFLICT_FLAGS = {
  applicant: 'The reviewer is the applicant',
  cofounder: 'The reviewer is a co-founder on the application (accepted the invitation with their number)',
} as const;
