/** The audit log's actions and what GET /api/organiser/audit takes and answers. Browser-safe. */
import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-actions.ts';
import { DECISION_MESSAGES } from './messages/decisions.ts';

/** Query of GET /api/organiser/audit; every filter optional, pages from 1. */
export const AuditQuerySchema = z.object({
  actor: z.string().trim().max(10, DECISION_MESSAGES.auditQueryInvalid).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: DECISION_MESSAGES.auditQueryInvalid }).optional(),
  from: z.iso.datetime({ offset: true, error: DECISION_MESSAGES.auditQueryInvalid }).optional(),
  to: z.iso.datetime({ offset: true, error: DECISION_MESSAGES.auditQueryInvalid }).optional(),
  page: z.coerce.number({ error: DECISION_MESSAGES.auditQueryInvalid }).int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  /** The actor's profile name, or their number when they never gave one ('The server' for `system`). */
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  /** The target by name: the application's startup, the staff member, the setting; '' when there is none. */
  targetName: z.string(),
  /** The application the entry is about (also an SMS sent again), for a link to its page; null when none. */
  applicationId: z.string().nullable(),
  /** The entry's details in a sentence, with names instead of ids. */
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
