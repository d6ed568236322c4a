import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import type { ApiDeps } from '../deps.ts';
import { fail, tooMany } from '../errors.ts';
import { otpCodes, otpSends } from '../db/schema.ts';
import { OTP_RULES, resendWaitMs } from '../../shared/otp-rules.ts';
import type { DbOrTx } from '../db/client.ts';
import { HOUR_MS, generateCode, hashCode } from './codes.ts';
import { countCodeHour, countCodeSent } from './conversion.ts';
import { checkPowSolution, spendPowSolution } from './pow.ts';
import { giveBackSms, takeSms } from './sms-budget.ts';
import { logSafe, maskMobile } from '../log-safe.ts';

const ms = (d: Date) => d.getTime();
const TEN_MINUTES_MS = 10 * 60_000;

/** A refusal that asks for proof of work: nothing was sent, and a solved challenge would let the send through. */
const challengeRequired = () => fail(429, OTP_MESSAGES.challengeRequired, { challengeRequired: true });

/** The number without its last 4 digits: numbers pumped together share it. */
const prefixOf = (mobile: string) => mobile.slice(0, 6);

/**
 * When the next code to `mobile` may go out, from its sends in the last hour since its last sign-in (the wait
 * grows with each: see resendWaitMs), or null when none is due. Read under the number's lock.
 */
async function nextCodeAt(tx: DbOrTx, mobile: string, now: Date): Promise<Date | null> {
  const hourAgo = new Date(ms(now) - HOUR_MS);
  const [sends] = await tx
    .select({
      // Sends before the number's last sign-in do not grow the wait: the owner got in.
      sinceSignIn: sql<number>`(count(*) filter (where ${otpSends.sentAt} > coalesce((select ${otpCodes.verifiedAt}
        from ${otpCodes} where ${otpCodes.mobile} = ${mobile}), '-infinity')))::int`,
      latest: sql<Date | null>`max(${otpSends.sentAt})`,
    })
    .from(otpSends)
    .where(and(eq(otpSends.mobile, mobile), gt(otpSends.sentAt, hourAgo)));
  if (!sends?.latest) return null;
  return new Date(ms(new Date(sends.latest)) + resendWaitMs(Math.max(1, sends.sinceSignIn)));
}

/**
 * Issues a new code for `mobile` and answers how many seconds until the next may be asked for. In order: the
 * per-IP cap, the number's growing wait, proof of work when the number, the IP or everyone is busy (`altcha`,
 * a solved challenge, which also lifts the number's hourly cap), the per-prefix cap and the day's SMS budget.
 * Stores only the code's HMAC (replacing any older code), then hands the code to the SMS provider.
 * The answer never depends on whether the number belongs to a user.
 */
export async function sendOtp(
  deps: ApiDeps,
  mobile: string,
  ip: string,
  altcha?: string,
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
    // are counted and raised under a lock, never read-then-written by two at once. Always in this order, so
    // two sends can never wait on each other in opposite order.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-prefix:${prefix}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`);
    // Housekeeping: sends older than the hour window count for nothing.
    await tx.delete(otpSends).where(and(eq(otpSends.mobile, mobile), lt(otpSends.sentAt, hourAgo)));
    await tx.delete(otpSends).where(and(eq(otpSends.ip, ip), lt(otpSends.sentAt, hourAgo)));

    const [byIp] = await tx
      .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${otpSends.sentAt})` })
      .from(otpSends)
      .where(and(eq(otpSends.ip, ip), gt(otpSends.sentAt, hourAgo)));
    if (byIp && byIp.count >= deps.ipHourlyLimit) {
      throw tooMany(OTP_MESSAGES.ipCap, (ms(new Date(byIp.oldest!)) + HOUR_MS - ms(now)) / 1000);
    }

    const nextAt = await nextCodeAt(tx, mobile, now);
    if (nextAt && ms(nextAt) > ms(now)) throw tooMany(OTP_MESSAGES.cooldown, (ms(nextAt) - ms(now)) / 1000);

    const [byMobile] = await tx
      .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${otpSends.sentAt})` })
      .from(otpSends)
      .where(and(eq(otpSends.mobile, mobile), gt(otpSends.sentAt, hourAgo)));
    const mobileCount = byMobile?.count ?? 0;
    if (limits.pow && !solved) {
      const [everyone] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(otpSends)
        .where(gt(otpSends.sentAt, new Date(ms(now) - TEN_MINUTES_MS)));
      if (
        mobileCount > 0 ||
        (byIp?.count ?? 0) >= limits.powIpPerHour ||
        (everyone?.count ?? 0) > limits.powGlobalPer10Min
      ) {
        throw challengeRequired();
      }
    }
    if (!solved && mobileCount >= OTP_RULES.maxSendsPerHour) {
      throw tooMany(OTP_MESSAGES.hourlyCap, (ms(new Date(byMobile!.oldest!)) + HOUR_MS - ms(now)) / 1000);
    }

    const [byPrefix] = await tx
      .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${otpSends.sentAt})` })
      .from(otpSends)
      .where(and(eq(otpSends.prefix, prefix), gt(otpSends.sentAt, hourAgo)));
    if (byPrefix && byPrefix.count >= limits.prefixHourlyLimit) {
      throw tooMany(OTP_MESSAGES.prefixCap, (ms(new Date(byPrefix.oldest!)) + HOUR_MS - ms(now)) / 1000);
    }

    if (solved) await spendPowSolution(tx, solved, now);
    // Last: a send refused for any reason above costs nothing from the day's budget.
    if (!(await takeSms(tx, now, limits.smsDailyBudget))) throw fail(503, OTP_MESSAGES.budgetSpent);

    await tx.insert(otpSends).values({ mobile, prefix, ip, sentAt: now });
    [replaced] = await tx.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    const code = { codeHmac, attempts: 0, createdAt: now, expiresAt: new Date(ms(now) + OTP_RULES.ttlMs) };
    await tx
      .insert(otpCodes)
      .values({ mobile, ...code })
      .onConflictDoUpdate({ target: otpCodes.mobile, set: code });
    resendAfterMs = ms((await nextCodeAt(tx, mobile, now))!) - ms(now);
  });

  try {
    await deps.sms.sendOtp(mobile, code);
  } catch (err) {
    // The code never reached the phone: forget it and its send, so the user may retry at once, and
    // bring back the code it replaced, which the phone did receive and may still be typed in.
    console.error(
      `[sms] ${deps.sms.name} could not send to ${maskMobile(mobile)}: ${logSafe(err instanceof Error ? err.message : err)}`,
    );
    const ours = and(eq(otpCodes.mobile, mobile), eq(otpCodes.codeHmac, codeHmac));
    if (replaced) {
      const { codeHmac: previousHmac, attempts, createdAt, expiresAt } = replaced;
      await deps.db.update(otpCodes).set({ codeHmac: previousHmac, attempts, createdAt, expiresAt }).where(ours);
    } else {
      await deps.db.delete(otpCodes).where(ours);
    }
    await deps.db.delete(otpSends).where(and(eq(otpSends.mobile, mobile), eq(otpSends.sentAt, now)));
    await giveBackSms(deps.db, now);
    throw fail(502, OTP_MESSAGES.sendFailed);
  }
  await countCodeSent(deps.db, now);
  await countCodeHour(deps.db, 'sent', now);
  return { resendAfterSeconds: Math.ceil(resendAfterMs / 1000) };
}

/**
 * Checks `code` against the live code for `mobile`. Success consumes the code (single use: its expiry
 * becomes the epoch, which no clock sees as live);
 * every check counts against it, so after 5 wrong guesses the code is dead even when guessed right.
 * Counting and comparing are one UPDATE: Postgres locks the row and re-checks the condition for each
 * concurrent guess in turn, so at most 5 guesses per code are ever compared, whatever the number
 * of processes and connections.
 */
export async function checkOtp(deps: ApiDeps, mobile: string, code: string): Promise<void> {
  const now = deps.now();
  const codeHmac = hashCode(deps.otpSecret, mobile, code);
  const matches = sql`${otpCodes.codeHmac} = ${codeHmac}`;
  const [checked] = await deps.db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      expiresAt: sql`case when ${matches} then 'epoch'::timestamptz else ${otpCodes.expiresAt} end`,
      verifiedAt: sql`case when ${matches} then ${now.toISOString()}::timestamptz else ${otpCodes.verifiedAt} end`,
    })
    .where(
      and(eq(otpCodes.mobile, mobile), lt(otpCodes.attempts, OTP_RULES.maxWrongAttempts), gt(otpCodes.expiresAt, now)),
    )
    .returning({ matched: sql<boolean>`${matches}` });
  if (checked?.matched) {
    await countCodeHour(deps.db, 'verified', now);
    return;
  }
  if (checked) throw fail(401, OTP_MESSAGES.wrong);

  const [dead] = await deps.db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.mobile, mobile), gte(otpCodes.attempts, OTP_RULES.maxWrongAttempts), gt(otpCodes.expiresAt, now)),
    );
  if (dead) {
    // A new code may be requested once the number's resend wait has passed.
    const nextAt = await nextCodeAt(deps.db, mobile, now);
    throw tooMany(OTP_MESSAGES.locked, ((nextAt ? ms(nextAt) : 0) - ms(now)) / 1000);
  }
  throw fail(401, OTP_MESSAGES.expired);
}
