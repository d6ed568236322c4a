import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { OTP_RULES } from '../../shared/otp-rules.ts';
import { smsMessage } from '../../shared/sms-message.ts';
import { guardianCodes, otpSends } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail, tooMany } from '../errors.ts';
import { logSafe, maskMobile } from '../log-safe.ts';
import { HOUR_MS, generateCode, hashCode } from '../otp/codes.ts';
import { nextCodeAt } from '../otp/resend-wait.ts';
import { PREFIX_REFUSAL_FACTOR, capped, prefixOf, sendsInHour } from '../otp/service.ts';
import { giveBackSms, takeSms } from '../sms/sms-budget.ts';

/** The HMAC's subject: a guardian's code hashes apart from any sign-in code to the same number. */
const subject = (userId: number, mobile: string) => `guardian:${userId}:${mobile}`;

/**
 * Texts the guardian of applicant `userId` a consent code in the registered GUARDIAN_CONSENT wording, replacing any
 * code sent before, and answers how many seconds until the next may be asked for. The send is held to sign-in's caps
 * on the guardian's number (its growing wait and 5 an hour), its prefix and the client IP, counted in otp_sends under
 * the same locks, and to the day's SMS budget outside sign-in's reserve. No proof of work: only a signed-in applicant
 * may ask, and the number's wait holds them to a few codes an hour.
 */
export async function sendGuardianCode(
  deps: ApiDeps,
  userId: number,
  mobile: string,
  ip: string,
): Promise<{ resendAfterSeconds: number }> {
  const now = deps.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const prefix = prefixOf(mobile);
  const code = generateCode();
  let resendAfterMs = 0;
  await deps.db.transaction(async (tx) => {
    // The locks and their order are sign-in's (otp/service.ts), so the two kinds of send count one after another.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-prefix:${prefix}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`);
    const byIp = await sendsInHour(tx, eq(otpSends.ip, ip), hourAgo);
    if (byIp.count >= deps.ipHourlyLimit) throw capped(OTP_MESSAGES.ipCap, byIp, now);
    const nextAt = await nextCodeAt(tx, mobile, now);
    if (nextAt && nextAt > now) throw tooMany(OTP_MESSAGES.cooldown, (nextAt.getTime() - now.getTime()) / 1000);
    const byPrefix = await sendsInHour(tx, eq(otpSends.prefix, prefix), hourAgo);
    if (byPrefix.count >= PREFIX_REFUSAL_FACTOR * deps.otpLimits.prefixHourlyLimit) {
      throw capped(OTP_MESSAGES.prefixCap, byPrefix, now);
    }
    const byMobile = await sendsInHour(tx, eq(otpSends.mobile, mobile), hourAgo);
    if (byMobile.count >= OTP_RULES.maxSendsPerHour) throw capped(OTP_MESSAGES.hourlyCap, byMobile, now);
    const budget = { daily: deps.otpLimits.smsDailyBudget, signInReserve: deps.otpLimits.smsSigninReserve };
    if (!(await takeSms(tx, now, budget, 'bulk'))) throw fail(503, OTP_MESSAGES.budgetSpent);

    await tx.insert(otpSends).values({ mobile, prefix, ip, sentAt: now });
    const fresh = {
      guardianMobile: mobile,
      codeHmac: hashCode(deps.otpSecret, subject(userId, mobile), code),
      attempts: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
    };
    await tx
      .insert(guardianCodes)
      .values({ userId, ...fresh })
      .onConflictDoUpdate({ target: guardianCodes.userId, set: fresh });
    resendAfterMs = (await nextCodeAt(tx, mobile, now))!.getTime() - now.getTime();
  });

  const link = `${deps.siteUrl.replace(/\/+$/, '')}/privacy`;
  try {
    await deps.sms.sendMessage(mobile, smsMessage('GUARDIAN_CONSENT', deps.eventName, { code, link }));
  } catch (err) {
    // The code never reached the phone, or may not have: forget it and its send, so the applicant may try again.
    console.error(
      `[sms] ${deps.sms.name} could not send a guardian's code to ${maskMobile(mobile)}: ${logSafe(err instanceof Error ? err.message : err)}`,
    );
    await deps.db.delete(guardianCodes).where(eq(guardianCodes.userId, userId));
    await deps.db.delete(otpSends).where(and(eq(otpSends.mobile, mobile), eq(otpSends.sentAt, now)));
    await giveBackSms(deps.db, now);
    throw fail(502, OTP_MESSAGES.sendFailed);
  }
  return { resendAfterSeconds: Math.ceil(resendAfterMs / 1000) };
}

/**
 * Checks `code` against the live guardian code of applicant `userId` for `mobile`, and consumes it when it matches.
 * Counting and comparing are one UPDATE, as for sign-in codes (otp/check.ts), so no code is compared more than 5
 * times; a wrong, spent or expired code gets sign-in's messages.
 */
export async function checkGuardianCode(deps: ApiDeps, userId: number, mobile: string, code: string): Promise<void> {
  const now = deps.now();
  const matches = sql`${guardianCodes.codeHmac} = ${hashCode(deps.otpSecret, subject(userId, mobile), code)}`;
  const live = and(
    eq(guardianCodes.userId, userId),
    eq(guardianCodes.guardianMobile, mobile),
    gt(guardianCodes.expiresAt, now),
  );
  const [checked] = await deps.db
    .update(guardianCodes)
    .set({
      attempts: sql`${guardianCodes.attempts} + 1`,
      expiresAt: sql`case when ${matches} then 'epoch'::timestamptz else ${guardianCodes.expiresAt} end`,
    })
    .where(and(live, lt(guardianCodes.attempts, OTP_RULES.maxWrongAttempts)))
    .returning({ matched: sql<boolean>`${matches}` });
  if (checked?.matched) return;
  if (checked) throw fail(400, OTP_MESSAGES.wrong);
  const [spent] = await deps.db.select({ userId: guardianCodes.userId }).from(guardianCodes).where(live);
  throw fail(400, spent ? OTP_MESSAGES.locked : OTP_MESSAGES.expired);
}
