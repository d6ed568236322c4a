/**
 * Review rounds and their rubrics: the API's answers and the settings page's words about them. Part of the one
 * message catalogue (src/shared/messages/). Browser-safe.
 */
import { DECISION_MESSAGES } from './decisions.ts';

/** The limits the messages name; the schemas (src/shared/round-schemas.ts) enforce them. */
export const ROUND_LIMITS = { nameLength: 60, maxScore: 10, maxReviewsPerApplication: 10, criteria: 12 } as const;

export const ROUND_MESSAGES = {
  /** The round every installation starts with (migration 0030 names it too). */
  firstRoundName: 'Review',
  name: `A round's name is 1 to ${ROUND_LIMITS.nameLength} characters`,
  reviewsPerApplication: `Reviews per application must be a whole number from 1 to ${ROUND_LIMITS.maxReviewsPerApplication}`,
  dateOrder: 'The round must close after it opens',
  kind: 'Choose the kind of round: a review, or a live final',
  othersScores: 'Choose when reviewers see the others’ scores: never, after their own review, or always',
  criterionId: 'A criterion id starts with a letter and holds only letters and digits',
  criterionLabel: 'Give every criterion a name',
  weight: 'A weight must be a number above 0',
  scale: `A scale runs between whole numbers from 0 to ${ROUND_LIMITS.maxScore}, its top above its bottom`,
  criteriaCount: `A rubric holds 1 to ${ROUND_LIMITS.criteria} criteria`,
  criterionTwice: (id: string) => `The criterion “${id}” appears twice`,
  scoreNumber: 'Each score must be a whole number',
  scoreRange: (min: number, max: number) => `Each score must be a whole number from ${min} to ${max}`,
  notFound: 'No review round with this id',
  filterRefused: 'Reviewers review the current round only, so the list cannot be filtered by round',
  created: (name: string) => `Round “${name}” created`,
  saved: (name: string) => `Round “${name}” saved`,
  rubricLocked: (name: string) =>
    `Reviews of “${name}” have been saved, so its rubric can no longer change. Create a new round instead.`,
  opened: (name: string) => `Round “${name}” is open`,
  closed: (name: string) => `Round “${name}” is closed`,
  anotherOpen: (name: string) => `“${name}” is open. Close it before opening another round.`,
  notOpen: (name: string) => `“${name}” is not open`,
  alreadyOpen: (name: string) => `“${name}” is already open`,
  noneOpen: 'No review round is open, so reviews cannot be saved now',
  notInRound: (name: string) => `This application was not carried into “${name}”, so it is not reviewed there`,
  noIds: DECISION_MESSAGES.noIds,
  unknownIds: (n: number) =>
    n === 1
      ? 'One of the chosen applications does not exist: nothing was carried'
      : `${n} of the chosen applications do not exist: nothing was carried`,
  firstHoldsAll: 'Every application is already in the first round',
  chooseRound: 'Choose the round to carry the applications into',
  tooManyToCarry: (n: number, max: number) =>
    `${n} applications match the filter; narrow it to at most ${max} to carry all of them into a round`,
  advanced: (n: number, name: string) => `${n === 1 ? '1 application' : `${n} applications`} now in “${name}”`,
  /** "Change my application" once a later round has opened: the reviews in it are of what was submitted. */
  editsLocked: 'Applications can no longer be changed: the review has moved to its next round.',
} as const;

/** The settings page's words about rounds (the API's answers above fill its status lines). */
export const ROUND_WORDS = {
  show: 'Review rounds',
  loading: 'Loading review rounds…',
  empty: 'No review round yet.',
  readFailed: (message: string) => `The review rounds could not be read: ${message}`,
  organisersOnly: 'Only organisers manage review rounds.',
  statuses: { draft: 'Not opened yet', open: 'Open', closed: 'Closed' },
  othersScores: {
    never: 'Never',
    afterOwn: 'After their own review',
    always: 'Always',
  },
  locked: 'Reviews saved: the rubric is fixed.',
  /** A round's kind: the form's choice, and the list's column. */
  kinds: {
    review: 'Review',
    final: 'Final: finalists pitch live, judges score on their phones',
  },
  kindNames: { review: 'Review', final: 'Final' },
  /** The list's round filter: no round chosen shows the current round's applications and scores. */
  currentRound: 'The current round',
  /** The list's "carry into a round" when no round but the first exists yet. */
  noLaterRound: 'Create a later round in the settings to carry applications into it.',
} as const;
