import { type SQL, and, eq, gt, lt, sql } from 'drizzle-orm';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import type { ApiDeps } from '../deps.ts';
import { fail, tooMany } from '../errors.ts';
import { otpCodes, otpSends } from '../db/schema.ts';
import { OTP_RULES } from '../../shared/otp-rules.ts';
import { powLevelFor } from '../../shared/pow.ts';
import type { DbOrTx } from '../db/client.ts';
import { HOUR_MS, generateCode, hashCode } from './codes.ts';
import { countCodeHour, countCodeSent } from './conversion.ts';
import { checkPowSolution, spendPowSolution } from './pow.ts';
import { nextCodeAt } from './resend-wait.ts';
import { countSendInWindow, uncountSend } from './send-window.ts';
import { giveBackSms, takeSms } from '../sms/sms-budget.ts';
import { logSafe, maskMobile } from '../log-safe.ts';

const ms = (d: Date) => d.getTime();
/** A prefix past this many times OTP_PREFIX_HOURLY_LIMIT in the hour is shut, solved challenge or not. */
export const PREFIX_REFUSAL_FACTOR = 3;

/**
 * A refusal that asks for proof of work at `level`: nothing was sent, and a challenge of that level solved would let
 * the send through.
 */
const challengeRequired = (level: number) =>
  fail(429, OTP_MESSAGES.challengeRequired, { challengeRequired: true, powLevel: level });

/** The number without its last 4 digits: numbers pumped together share it. */
export const prefixOf = (mobile: string) => mobile.slice(0, 6);

interface HourOfSends {
  count: number;
  /** The oldest send counted: the cap it reaches lifts an hour after it. */
  oldest: Date | null;
}

/** The sends of the last hour that `which` selects. */
export async function sendsInHour(tx: DbOrTx, which: SQL, hourAgo: Date): Promise<HourOfSends> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${otpSends.sentAt})` })
    .from(otpSends)
    .where(and(which, gt(otpSends.sentAt, hourAgo)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** 429 `message` until the oldest send counted leaves the hour. */
export const capped = (message: string, sends: HourOfSends, now: Date) =>
  tooMany(message, ((sends.oldest ? ms(sends.oldest) : ms(now)) + HOUR_MS - ms(now)) / 1000);

export interface SendOptions {
  /** A solved challenge (see pow.ts), which also lifts the number's hourly cap and the prefix's first limit. */
  altcha?: string;
  /** The hash of the random id the asking browser receives in a cookie (requester.ts). */
  requesterHash: string;
}

/**
 * Issues a new code for `mobile` and answers how many seconds until the next may be asked for. In order: the
 * per-IP cap, the number's growing wait, the prefix's refusal past 3 times its limit, proof of work when the
 * number, the IP or the prefix is busy, the number's hourly cap and the prefix's limit (both lifted by a solved
 * challenge, and reached only with OTP_POW=off), proof of work when everyone is busy, and the day's SMS budget
 * (docs/api.md, "Sign-in under abuse"). Stores only the code's HMAC and its requester's hash (replacing any older
 * code), then hands the code to the SMS provider. The answer never depends on whether the number belongs to a user.
 */
export async function sendOtp(
  deps: ApiDeps,
  mobile: string,
  ip: string,
  { altcha, requesterHash }: SendOptions,
): Promise<{ resendAfterSeconds: number }> {
  const now = deps.now();
  const hourAgo = new Date(ms(now) - HOUR_MS);
  const limits = deps.otpLimits;
  const prefix = prefixOf(mobile);
  // Checked before any lock is taken: the signature and the solution are pure computation.
  const solved = altcha === undefined ? undefined : await checkPowSolution(deps, altcha);
  const code = generateCode();
  const codeHmac = hashCode(deps.otpSecret, mobile, code);
  let replaced: typeof otpCodes.$inferSelect | undefined;
  let resendAfterMs = 0;

  await deps.db.transaction(async (tx) => {
    // One send at a time per client IP, per prefix and per number, across processes, so the caps and the wait
    // are counted and raised under a lock, never read-then-written by two at once. Always in this order, so two
    // sends can never wait on each other in opposite order.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-prefix:${prefix}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`);
    // Housekeeping: sends older than the hour window count for nothing.
    await tx.delete(otpSends).where(and(eq(otpSends.mobile, mobile), lt(otpSends.sentAt, hourAgo)));
    await tx.delete(otpSends).where(and(eq(otpSends.ip, ip), lt(otpSends.sentAt, hourAgo)));

    const byIp = await sendsInHour(tx, eq(otpSends.ip, ip), hourAgo);
    if (byIp.count >= deps.ipHourlyLimit) throw capped(OTP_MESSAGES.ipCap, byIp, now);

    const nextAt = await nextCodeAt(tx, mobile, now);
    if (nextAt && ms(nextAt) > ms(now)) throw tooMany(OTP_MESSAGES.cooldown, (ms(nextAt) - ms(now)) / 1000);

    // Past 3 times its limit a prefix is being pumped hard: shut for everyone, and no challenge is asked for,
    // since solving one would not help.
    const byPrefix = await sendsInHour(tx, eq(otpSends.prefix, prefix), hourAgo);
    if (byPrefix.count >= PREFIX_REFUSAL_FACTOR * limits.prefixHourlyLimit) {
      throw capped(OTP_MESSAGES.prefixCap, byPrefix, now);
    }

    const byMobile = await sendsInHour(tx, eq(otpSends.mobile, mobile), hourAgo);
    // The work a code costs grows with the codes its IP asked for this hour; a solution of a lower level is asked again.
    const level = powLevelFor(byIp.count, limits.powLevelStep);
    if (solved && limits.pow && solved.level < level) throw challengeRequired(level);
    if (!solved) {
      const busy =
        byMobile.count > 0 || byIp.count >= limits.powIpPerHour || byPrefix.count >= limits.prefixHourlyLimit;
      if (limits.pow && busy) throw challengeRequired(level);
      // With OTP_POW=off nothing lifts these two.
      if (byMobile.count >= OTP_RULES.maxSendsPerHour) throw capped(OTP_MESSAGES.hourlyCap, byMobile, now);
      if (byPrefix.count >= limits.prefixHourlyLimit) throw capped(OTP_MESSAGES.prefixCap, byPrefix, now);
    }

    // Everyone's trigger comes last of the proof-of-work rules, as late as it can: its count is one row every send
    // locks until it commits (see send-window.ts).
    const window = { limit: limits.powGlobalPer10Min, solved: Boolean(solved) };
    if (limits.pow && !(await countSendInWindow(tx, now, window))) throw challengeRequired(level);
    if (solved) await spendPowSolution(tx, solved, now);
    // Last: a send refused for any reason above costs nothing from the day's budget.
    // A code may take the whole day's budget, the sign-in reserve included: no release or invite can starve sign-in.
    const budget = { daily: limits.smsDailyBudget, signInReserve: limits.smsSigninReserve };
    if (!(await takeSms(tx, now, budget, 'signIn'))) throw fail(503, OTP_MESSAGES.budgetSpent);

    await tx.insert(otpSends).values({ mobile, prefix, ip, sentAt: now });
    [replaced] = await tx.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    const fresh = {
      codeHmac,
      requesterHash,
      attempts: 0,
      othersAttempts: 0,
      createdAt: now,
      expiresAt: new Date(ms(now) + OTP_RULES.ttlMs),
    };
    await tx
      .insert(otpCodes)
      .values({ mobile, ...fresh })
      .onConflictDoUpdate({ target: otpCodes.mobile, set: fresh });
    resendAfterMs = ms((await nextCodeAt(tx, mobile, now))!) - ms(now);
  });

  try {
    await deps.sms.sendOtp(mobile, code);
  } catch (err) {
    // The code never reached the phone: forget it and its send, so the user may retry at once, and
    // bring back the code it replaced (and its requester), which the phone did receive and may still be typed in.
    console.error(
      `[sms] ${deps.sms.name} could not send to ${maskMobile(mobile)}: ${logSafe(err instanceof Error ? err.message : err)}`,
    );
    const ours = and(eq(otpCodes.mobile, mobile), eq(otpCodes.codeHmac, codeHmac));
    if (replaced) {
      const { codeHmac: previousHmac, requesterHash: previousRequester, attempts, othersAttempts } = replaced;
      const { createdAt, expiresAt } = replaced;
      await deps.db
        .update(otpCodes)
        .set({
          codeHmac: previousHmac,
          requesterHash: previousRequester,
          attempts,
          othersAttempts,
          createdAt,
          expiresAt,
        })
        .where(ours);
    } else {
      await deps.db.delete(otpCodes).where(ours);
    }
    await deps.db.delete(otpSends).where(and(eq(otpSends.mobile, mobile), eq(otpSends.sentAt, now)));
    await giveBackSms(deps.db, now);
    if (limits.pow) await uncountSend(deps.db, now);
    throw fail(502, OTP_MESSAGES.sendFailed);
  }
  await countCodeSent(deps.db, now);
  await countCodeHour(deps.db, 'sent', now);
  return { resendAfterSeconds: Math.ceil(resendAfterMs / 1000) };
}
