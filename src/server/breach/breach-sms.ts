import { isNull } from 'drizzle-orm';
import { smsMessage } from '../../shared/sms-message.ts';
import { breachNoticeRecipients as r } from '../db/schema.ts';
import { type SmsQueue, smsColumnsOf } from '../sms/delivery.ts';

/**
 * Breach notice SMS: one per person told of a breach, in its registered wording, whose only variable is the privacy
 * page (the grievance contact); what happened is in the e-mail. Not rated like decisions, but held to the day's budget
 * like every message (a large notice goes on the next day once it is spent). A send without an answer counts as
 * sent; a refused one is retried until it goes out.
 */
export function breachSmsQueue(site: () => { siteUrl: string; eventName: string }): SmsQueue {
  return {
    kind: 'breach',
    table: r,
    columns: { id: r.id, dueAt: r.smsDueAt, claimedUntil: r.smsClaimedUntil, attempts: r.smsAttempts },
    waiting: isNull(r.smsSentAt),
    change: (db, change, where) =>
      db
        .update(r)
        .set(smsColumnsOf(change))
        .where(where)
        .returning({ id: r.id, mobile: r.mobile, attempts: r.smsAttempts }),
    async message() {
      const { siteUrl, eventName } = site();
      return smsMessage('BREACH_NOTICE', eventName, { link: privacyPage(siteUrl) });
    },
    unanswered: 'counted as sent',
  };
}

/** The privacy page on SITE_URL, where the grievance officer's contact is. */
export const privacyPage = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/privacy`;
