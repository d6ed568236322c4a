import { isNull } from 'drizzle-orm';
import { smsMessage } from '../../shared/sms-message.ts';
import { staffSms } from '../db/schema.ts';
import { type ClaimedSms, type SmsQueue, smsColumnsOf } from '../sms/delivery.ts';
import { type StaffSite, signInPage } from './staff-members.ts';

/** The reviewer's queue, where a reminder sends them (after signing in, if their session ended). */
const queuePage = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/organiser/review`;

/**
 * SMS to staff: invitations (REVIEWER_INVITE, ORGANISER_INVITE, JUDGE_INVITE, pointing at the sign-in page) and reminders (REVIEWER_REMINDER, naming
 * the round's deadline and pointing at the queue). A send without an answer counts as sent (the organiser may invite
 * or remind again); a refused one is tried 5 times.
 */
export function staffSmsQueue(site: () => StaffSite): SmsQueue<ClaimedSms & { wording: string; date: string }> {
  const r = staffSms;
  return {
    kind: 'staff',
    table: r,
    columns: { id: r.id, dueAt: r.smsDueAt, claimedUntil: r.smsClaimedUntil, attempts: r.smsAttempts },
    waiting: isNull(r.smsSentAt),
    change: (db, change, where) =>
      db
        .update(r)
        .set(smsColumnsOf(change))
        .where(where)
        .returning({ id: r.id, mobile: r.mobile, attempts: r.smsAttempts, wording: r.wording, date: r.date }),
    async message(_db, { wording, date }) {
      const { siteUrl, eventName } = site();
      if (wording === 'REVIEWER_REMINDER') {
        return smsMessage('REVIEWER_REMINDER', eventName, { date, link: queuePage(siteUrl) });
      }
      const invite = wording === 'ORGANISER_INVITE' || wording === 'JUDGE_INVITE' ? wording : 'REVIEWER_INVITE';
      return smsMessage(invite, eventName, { link: signInPage(siteUrl) });
    },
    unanswered: 'counted as sent',
    maxAttempts: 5,
  };
}
