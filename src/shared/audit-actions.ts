/** The audit log's actions and page size, without zod, so the audit page can list them without shipping zod. */

/** Every kind of staff action the log records. */
export const AUDIT_ACTIONS = [
  'staff.signed-in',
  'passkey.registered',
  'passkeys.removed',
  'application.viewed',
  'file.viewed',
  'review.saved',
  'assignments.auto',
  'assignment.added',
  'assignment.removed',
  'conflict.declared',
  // A reviewer marked (or took back) their interest in reviewing an application.
  'interest.marked',
  'comment.added',
  'status.changed',
  'duplicate.marked',
  'sms.requeued',
  'decision.set',
  'decision.cleared',
  'decisions.released',
  'settings.saved',
  'templates.saved',
  // Tags: shared ones named, private ones only counted (routes/organiser/tags.ts).
  'tags.changed',
  'export.downloaded',
  // Review rounds (routes/organiser/rounds.ts): made, edited, opened, closed, applications carried into one.
  'round.created',
  'round.saved',
  'round.opened',
  'round.closed',
  'round.advanced',
  // Staff managed in the workspace (routes/organiser/staff.ts): invited or changed, removed, reminded.
  'staff.saved',
  'staff.removed',
  'staff.reminded',
  // Feedback to founders and the committee summary (routes/organiser/feedback.ts).
  'feedback-reasons.saved',
  'lead.named',
  'summary.saved',
  // The live final (routes/final.ts, routes/organiser/final.ts): a judge's score, the stage run by an organiser.
  'final.scored',
  'final.pitch-opened',
  'final.pitch-closed',
  'final.revealed',
  'final.ranking',
  // The rights desk: an applicant raised a privacy request (actor 'applicant'), organisers listed or changed them.
  'privacy-request.received',
  'privacy-requests.viewed',
  'privacy-request.updated',
  // Breach notices (DPDP Rules, Rule 7(1)): an organiser told the people a breach affected.
  'breach-notice.sent',
  // Done by the server itself (actor 'system'): a deadline passed unanswered; a place given up went to the next.
  'place.lapsed',
  'place.handed-on',
  // Retention (actor 'system'): one run of the background erasure, with what it erased per class.
  'retention.ran',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;
