/**
 * What /application says above the feedback reasons released with a decision: apart from messages/feedback.ts, whose
 * workspace wording the applicant's page would otherwise load. Part of the one message catalogue. Browser-safe.
 */
export const FEEDBACK_APPLICANT_HEADING = 'What the reviewers noted';
