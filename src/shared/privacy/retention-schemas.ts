/** Retention's shapes: GET/PUT /api/organiser/retention. Browser-safe; pages use retention-labels.ts. */
import { z } from 'zod';
import { RETENTION_MESSAGES } from '../messages/retention.ts';
import { RETENTION_CLASSES, RETENTION_PERIODS, type RetentionClass } from './retention-labels.ts';

const period = (name: RetentionClass) => {
  const { min, max, message } = RETENTION_PERIODS[name];
  const error = RETENTION_MESSAGES[message];
  return z.number({ error }).int(error).min(min, error).max(max, error);
};

/** The periods organisers set (PUT body, and the stored setting). */
export const RetentionSettingsSchema = z.object({
  applicationsMonths: period('applications'),
  draftsDays: period('drafts'),
  messagesMonths: period('messages'),
  auditDays: period('audit'),
  sessionsDays: period('sessions'),
  /** When the event ended (ISO with offset); null: the application window's close stands for it. */
  eventEndsAt: z.iso.datetime({ offset: true, error: RETENTION_MESSAGES.eventEndInvalid }).nullable(),
});
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;

/** What the next runs will erase of one class: rows due now, and when the next row not yet due becomes due. */
const RetentionDueSchema = z.object({ dueNow: z.number().int(), nextAt: z.string().nullable() });
export type RetentionDue = z.infer<typeof RetentionDueSchema>;

/** GET /api/organiser/retention. */
const RetentionViewSchema = z.object({
  settings: RetentionSettingsSchema,
  /** The end the applications' period runs from: eventEndsAt, else the window's close; null when neither is set. */
  eventEnd: z.string().nullable(),
  due: z.record(z.enum(RETENTION_CLASSES), RetentionDueSchema),
  /** Rows of each class one run erases at most. */
  batchSize: z.number().int(),
});
export type RetentionView = z.infer<typeof RetentionViewSchema>;
