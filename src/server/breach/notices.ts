import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { BREACH_MESSAGES, breachEmail } from '../../shared/messages/breach.ts';
import type { BreachNoticeBody, BreachNoticeView } from '../../shared/privacy/breach-schemas.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { breachNoticeRecipients as r, breachNotices, emailOutbox, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import type { RoleConfig } from '../deps.ts';
import { audienceSize, audienceWhere } from './audience.ts';
import { privacyPage } from './breach-sms.ts';

/** Rows one INSERT carries at most (Postgres takes at most 65,535 parameters a statement). */
const CHUNK = 1000;

/** The e-mail of person `userId` about notice `noticeId`: its key makes it one e-mail per person and notice. */
const emailKey = (noticeId: number, userId: number) => `breach:${noticeId}:${userId}`;

/** The notice of this reference, if one was sent. */
async function noticeByReference(db: DbOrTx, reference: string) {
  const [notice] = await db.select().from(breachNotices).where(eq(breachNotices.reference, reference));
  return notice;
}

export interface SentNotice {
  noticeId: number;
  /** People told now: their SMS and e-mail are queued. */
  added: number;
  /** People of the audience this notice had already reached: nothing is sent to them again. */
  already: number;
}

/**
 * Tells the audience of `body` of the breach `body.reference`, in the caller's transaction: the notice is created on
 * its first send (409 when the reference was sent before with other details), then one recipient row per person is
 * inserted, each conflicting one skipped by the unique (notice, person) key, so whichever process and however often it
 * is called, a person is told once per notice. Each person added gets the registered SMS (their row is its outbox
 * entry, due now) and, when they gave an address, the e-mail with the organisers' account.
 */
export async function sendBreachNotice(
  tx: DbOrTx,
  body: BreachNoticeBody,
  ctx: { roles: RoleConfig; by: string; now: Date; siteUrl: string; eventName: string },
): Promise<SentNotice> {
  const { now } = ctx;
  await tx
    .insert(breachNotices)
    .values({ reference: body.reference, details: body.details, createdAt: now, createdBy: ctx.by })
    .onConflictDoNothing({ target: breachNotices.reference });
  const notice = (await noticeByReference(tx, body.reference))!;
  if (notice.details !== body.details) throw fail(409, BREACH_MESSAGES.detailsChanged);
  const where = audienceWhere(body.audience, ctx.roles);
  const people = await tx.select({ id: users.id, mobile: users.mobile }).from(users).where(where);
  const addedIds: number[] = [];
  for (let i = 0; i < people.length; i += CHUNK) {
    const rows = await tx
      .insert(r)
      .values(
        people
          .slice(i, i + CHUNK)
          .map((p) => ({ noticeId: notice.id, userId: p.id, mobile: p.mobile, toldAt: now, smsDueAt: now })),
      )
      .onConflictDoNothing({ target: [r.noticeId, r.userId] })
      .returning({ userId: r.userId });
    addedIds.push(...rows.map((row) => row.userId));
  }
  const mail = breachEmail({ eventName: ctx.eventName, details: notice.details, contact: privacyPage(ctx.siteUrl) });
  for (let i = 0; i < addedIds.length; i += CHUNK) {
    const addressed = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.id, addedIds.slice(i, i + CHUNK)), ne(users.email, '')));
    if (!addressed.length) continue;
    await tx
      .insert(emailOutbox)
      .values(
        addressed.map((u) => ({ key: emailKey(notice.id, u.id), to: u.email, ...mail, dueAt: now, createdAt: now })),
      )
      .onConflictDoNothing({ target: emailOutbox.key });
  }
  return { noticeId: notice.id, added: addedIds.length, already: people.length - addedIds.length };
}

/** What "Preview" says before sending: the people the audience holds, and how many the reference already reached. */
export async function previewBreachNotice(
  db: Db,
  body: { reference?: string; audience: BreachNoticeBody['audience'] },
  roles: RoleConfig,
) {
  const notice = body.reference ? await noticeByReference(db, body.reference) : undefined;
  return audienceSize(db, audienceWhere(body.audience, roles), notice?.id);
}

/** Every notice, newest first, with the people told and how many of their SMS and e-mails went out. */
export async function listBreachNotices(db: Db): Promise<BreachNoticeView[]> {
  const notices = await db.select().from(breachNotices).orderBy(desc(breachNotices.createdAt), desc(breachNotices.id));
  if (!notices.length) return [];
  const ids = notices.map((n) => n.id);
  const sms = await db
    .select({
      noticeId: r.noticeId,
      people: sql<number>`count(*)::int`,
      sent: sql<number>`count(${r.smsSentAt})::int`,
    })
    .from(r)
    .where(inArray(r.noticeId, ids))
    .groupBy(r.noticeId);
  const mails = await db
    .select({
      noticeId: r.noticeId,
      queued: sql<number>`count(${emailOutbox.id})::int`,
      sent: sql<number>`count(${emailOutbox.sentAt})::int`,
    })
    .from(r)
    .innerJoin(emailOutbox, eq(emailOutbox.key, sql`'breach:' || ${r.noticeId} || ':' || ${r.userId}`))
    .where(inArray(r.noticeId, ids))
    .groupBy(r.noticeId);
  return notices.map((n) => {
    const s = sms.find((row) => row.noticeId === n.id);
    const m = mails.find((row) => row.noticeId === n.id);
    return {
      id: n.id,
      reference: n.reference,
      details: n.details,
      createdAt: n.createdAt.toISOString(),
      createdBy: n.createdBy,
      people: s?.people ?? 0,
      sms: { sent: s?.sent ?? 0, pending: (s?.people ?? 0) - (s?.sent ?? 0) },
      email: { sent: m?.sent ?? 0, pending: (m?.queued ?? 0) - (m?.sent ?? 0) },
    };
  });
}
