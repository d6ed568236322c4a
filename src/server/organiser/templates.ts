import { eq, sql } from 'drizzle-orm';
import { statusSmsText } from '../../shared/messages/status-sms.ts';
import type { ApplicationStatus } from '../../shared/organiser-labels.ts';
import {
  type StatusTemplates,
  type TextedStatus,
  defaultTemplates,
  renderTemplate,
  templateValues,
} from '../../shared/sms-templates.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import type { Tx } from './status-change.ts';

const SETTING = 'statusSmsTemplates';

/** The templates organisers saved; a status without one sends the built-in `statusSmsText`. */
export async function savedTemplates(db: Db | Tx): Promise<Partial<StatusTemplates>> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, SETTING));
  return (row?.value ?? {}) as Partial<StatusTemplates>;
}

/** What the editor shows: each saved template, the built-in text as a template for the others. */
export async function readTemplates(db: Db, eventName: string): Promise<StatusTemplates> {
  return { ...defaultTemplates(eventName), ...(await savedTemplates(db)) };
}

/**
 * The one rule for the text of a status SMS, used by a status change, a release and the release's preview:
 * the status's saved template rendered for this applicant, or the built-in text (with the organisers' note when it
 * fits one SMS) when none was saved. `confirmBy` is the deadline of an acceptance as applicants read it, else ''.
 */
export function statusMessage(
  saved: Partial<StatusTemplates>,
  status: ApplicationStatus,
  ctx: { eventName: string; siteUrl: string; note: string },
  applicant: { name: string; startup: string; confirmBy: string },
): string {
  const template = saved[status as TextedStatus];
  return template
    ? renderTemplate(template, templateValues(status, ctx.siteUrl, applicant))
    : statusSmsText(ctx.eventName, status, ctx.siteUrl, ctx.note, applicant.confirmBy);
}

/**
 * Stores `templates` (already checked) over the saved ones in one atomic upsert that merges into the stored value
 * (jsonb `||`), never a read then a write: two organisers saving different statuses at once both keep theirs, and
 * for one status the later save wins.
 */
export async function saveTemplates(
  db: DbOrTx,
  templates: Partial<StatusTemplates>,
  eventName: string,
  by: string,
  now: Date,
): Promise<StatusTemplates> {
  const [row] = await db
    .insert(appSettings)
    .values({ name: SETTING, value: templates, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: appSettings.name,
      set: { value: sql`${appSettings.value} || excluded.value`, updatedAt: now, updatedBy: by },
    })
    .returning({ value: appSettings.value });
  return { ...defaultTemplates(eventName), ...(row!.value as Partial<StatusTemplates>) };
}
