/**
 * Reviewers' interest in applications (bidding) and what automatic assignment made of it and of their sectors. Part
 * of the one message catalogue (src/shared/messages/). Browser-safe.
 */
import { plural } from './plural.ts';

export const INTEREST_MESSAGES = {
  choose: 'Choose Yes, Maybe or No',
  reviewersOnly: 'Only reviewers mark their interest: organisers are not assigned applications to review',
  saved: 'Your interest is saved: automatic assignment takes it into account',
  cleared: 'Your interest is taken back',
  /** After the assignment's own message: how its preferences were met. */
  matches: (m: {
    sectorMatched: number;
    sectorPossible: number;
    yesHonoured: number;
    yesAsked: number;
    noGiven: number;
  }) =>
    [
      m.sectorPossible
        ? `${m.sectorMatched} of ${plural(m.sectorPossible, 'application')} with a reviewer who knows its sector have one`
        : '',
      m.yesAsked ? `${m.yesHonoured} of ${plural(m.yesAsked, '“Yes”', '“Yes” answers')} assigned` : '',
      m.noGiven ? `${plural(m.noGiven, 'review')} went to a reviewer who said “No”, for want of another` : '',
    ]
      .filter(Boolean)
      .join('; '),
} as const;

/** A reviewer's answer as organisers read it beside their name, choosing whom to assign. */
export const INTEREST_SAID = { YES: 'would like to review it', MAYBE: 'said maybe', NO: 'would rather not' } as const;

/** The choices as a reviewer reads them. */
export const INTEREST_LABELS = {
  YES: 'Yes, I would like to review it',
  MAYBE: 'Maybe',
  NO: 'No, I would rather not',
} as const;
