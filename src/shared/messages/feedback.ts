/**
 * Feedback to founders (the reasons reviewers tick, released with a decision) and the committee summary a lead
 * reviewer writes. Part of the one message catalogue (src/shared/messages/). Browser-safe.
 */

/** The limits the messages name; the schemas (src/shared/feedback-schemas.ts) enforce them. */
export const FEEDBACK_LIMITS = { perReview: 3, reasons: 20, labelLength: 120, summaryLength: 5000 } as const;

/** The list a new installation starts with; organisers edit it on /organiser/settings. */
export const DEFAULT_FEEDBACK_REASONS = [
  'The problem is not yet clear',
  'Early for our programme: come back with traction',
  'The market is small or unclear',
  'The team lacks a key skill',
  'The deck does not show how it makes money',
  'Outside the sectors this call looks for',
  'The application left key questions unanswered',
] as const;

export const FEEDBACK_MESSAGES = {
  label: `A reason is 1 to ${FEEDBACK_LIMITS.labelLength} characters`,
  listInvalid: 'Send the reasons as a list of {id?, label}',
  tooManyReasons: `The list holds at most ${FEEDBACK_LIMITS.reasons} reasons`,
  duplicateLabel: (label: string) => `“${label}” is on the list twice`,
  unknownReason: 'One of the reasons is not on the list: reload the page',
  inUse: (label: string) =>
    `“${label}” is ticked in a review, so it cannot be deleted: rename it instead (reviews keep it by its id)`,
  saved: 'Feedback reasons saved',
  tooManyTicked: `Tick at most ${FEEDBACK_LIMITS.perReview} feedback reasons`,
  reasonsInvalid: 'Send the ticked feedback reasons as a list of ids',
  leadNotAssigned: 'The lead must be one of the reviewers assigned to this application',
  leadInvalid: 'Name the lead reviewer by their mobile, or null to name none',
  leadSaved: 'Lead reviewer saved',
  leadCleared: 'Lead reviewer cleared',
  notLead: 'Only the lead reviewer of this application writes its committee summary',
  summaryLength: `A summary is at most ${FEEDBACK_LIMITS.summaryLength} characters`,
  revisionInvalid: 'Send the revision of the summary you edited',
  summaryChanged:
    'The summary was changed elsewhere (another tab or device) since you opened it: your text is kept here; copy it, reload, and merge',
  summarySaved: 'Summary saved',
} as const;

/** Labels of the workspace's feedback and summary controls. */
export const FEEDBACK_LABELS = {
  reasonsHeading: 'Feedback reasons',
  reasonsHelp: `Tick up to ${FEEDBACK_LIMITS.perReview}: organisers may send them to the founders with the decision, without saying who ticked them.`,
  reasonsCap: `You have ticked ${FEEDBACK_LIMITS.perReview}: untick one to choose another`,
  summaryHeading: 'Committee summary',
  summaryHelp: 'As lead reviewer you write the committee’s summary; organisers read it. Founders never see it.',
  summaryNone: 'No summary yet',
  summaryBy: (who: string, when: string) => `Written by ${who}, ${when}`,
  saveSummary: 'Save summary',
  leadHeading: 'Lead reviewer',
  leadNone: 'No lead',
  saveLead: 'Save lead',
  historyFeedback: (reasons: string[]) => `Feedback sent: ${reasons.join('; ')}`,
  countsHeading: 'Feedback reasons ticked',
  countsNone: 'No reason ticked yet',
  settingsHeading: 'Feedback reasons',
  settingsHelp:
    'Reviewers tick up to three of these; organisers may release them to founders with a decision. A reason ticked in a review cannot be deleted, only renamed.',
  addReason: 'Add reason',
  removeReason: (label: string) => `Remove “${label}”`,
  moveUp: (label: string) => `Move “${label}” up`,
  reasonLabel: (n: number) => `Reason ${n}`,
  saveReasons: 'Save reasons',
  releaseWithFeedback: 'Send the feedback reasons too (shown on /application under the decision, never in the SMS)',
} as const;
