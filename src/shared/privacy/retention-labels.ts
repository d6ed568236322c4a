/**
 * Retention without zod, so the settings page can use it without shipping the schemas (retention-schemas.ts): the
 * classes of data, their labels, the defaults and the limits of each period.
 */
import { RETENTION_MESSAGES } from '../messages/retention.ts';

/** The classes of data kept for a set time, in the order the settings page lists them. */
export const RETENTION_CLASSES = ['applications', 'drafts', 'messages', 'audit', 'sessions'] as const;
export type RetentionClass = (typeof RETENTION_CLASSES)[number];

/** Each class's period: its field in the settings, its unit and its bounds. */
export const RETENTION_PERIODS = {
  applications: { field: 'applicationsMonths', unit: 'months', min: 1, max: 120, message: 'applicationsRange' },
  drafts: { field: 'draftsDays', unit: 'days', min: 1, max: 3650, message: 'draftsRange' },
  messages: { field: 'messagesMonths', unit: 'months', min: 1, max: 120, message: 'messagesRange' },
  audit: { field: 'auditDays', unit: 'days', min: 365, max: 3650, message: 'auditRange' },
  sessions: { field: 'sessionsDays', unit: 'days', min: 1, max: 3650, message: 'sessionsRange' },
} as const satisfies Record<
  RetentionClass,
  { field: string; unit: 'months' | 'days'; min: number; max: number; message: keyof typeof RETENTION_MESSAGES }
>;

export const RETENTION_LABELS: Record<RetentionClass, { title: string; after: string }> = {
  applications: { title: 'Applications and decks', after: 'after the event’s end' },
  drafts: { title: 'Unsubmitted drafts and their files', after: 'after the application window closes' },
  messages: { title: 'SMS and e-mail logs', after: 'after they were queued' },
  audit: { title: 'Audit entries', after: 'after they were written' },
  sessions: { title: 'Expired sign-in sessions and guardians’ codes', after: 'after they expired' },
};

/** The documented defaults (docs/organisers.md, "Retention"), until organisers save their own. */
export const DEFAULT_RETENTION = {
  applicationsMonths: 12,
  draftsDays: 30,
  messagesMonths: 6,
  auditDays: 365,
  sessionsDays: 30,
  /** null: the application window's close counts as the event's end. */
  eventEndsAt: null,
} as const;

type Periods = Record<(typeof RETENTION_PERIODS)[RetentionClass]['field'], number>;

/** Why these periods cannot be saved, or '' when they can: the server's rule, for the form to say before sending. */
export function retentionProblem(periods: Periods): string {
  for (const rule of Object.values(RETENTION_PERIODS)) {
    const n = periods[rule.field];
    if (!Number.isInteger(n) || n < rule.min || n > rule.max) return RETENTION_MESSAGES[rule.message];
  }
  return '';
}
