/** The audit log's actions and page size, without zod, so the audit page can list them without shipping zod. */

/** Every kind of staff action the log records. */
export const AUDIT_ACTIONS = [
  'staff.signed-in',
  'application.viewed',
  'file.viewed',
  'review.saved',
  'assignments.auto',
  'assignment.added',
  'assignment.removed',
  'conflict.declared',
  'comment.added',
  'status.changed',
  'duplicate.marked',
  'sms.requeued',
  'decision.set',
  'decision.cleared',
  'decisions.released',
  'settings.saved',
  'templates.saved',
  'export.downloaded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;
