import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import type { ApiDeps } from '../deps.ts';
import { fail, tooMany } from '../errors.ts';
import { otpCodes, otpSends } from '../db/schema.ts';
import { countCodeSent } from '../organiser/funnel.ts';
import { OTP_RULES } from '../../shared/otp-rules.ts';
import { HOUR_MS, generateCode, hashCode } from './codes.ts';
import { logSafe, maskMobile } from '../log-safe.ts';

const ms = (d: Date) => d.getTime();

/**
 * Issues a new code for `mobile`: checks the per-IP cap, the hourly cap and the resend cooldown,
 * stores only the code's HMAC (replacing any older code), then hands the code to the SMS provider.
 * The answer never depends on whether the number belongs to a user.
 */
export async function sendOtp(deps: ApiDeps, mobile: string, ip: string): Promise<void> {
  const now = deps.now();
  const hourAgo = new Date(ms(now) - HOUR_MS);
  const code = generateCode();
  const codeHmac = hashCode(deps.otpSecret, mobile, code);
  let replaced: typeof otpCodes.$inferSelect | undefined;

  await deps.db.transaction(async (tx) => {
    // One send at a time per client IP and per number, across processes, so the caps and the cooldown
    // are counted and raised under a lock, never read-then-written by two at once. Always the IP lock
    // first, so two sends can never wait on each other in opposite order.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
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

    const [byMobile] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<Date | null>`min(${otpSends.sentAt})`,
        latest: sql<Date | null>`max(${otpSends.sentAt})`,
      })
      .from(otpSends)
      .where(and(eq(otpSends.mobile, mobile), gt(otpSends.sentAt, hourAgo)));
    if (byMobile && byMobile.count >= OTP_RULES.maxSendsPerHour) {
      throw tooMany(OTP_MESSAGES.hourlyCap, (ms(new Date(byMobile.oldest!)) + HOUR_MS - ms(now)) / 1000);
    }
    if (byMobile?.latest) {
      const wait = ms(new Date(byMobile.latest)) + OTP_RULES.resendCooldownMs - ms(now);
      if (wait > 0) throw tooMany(OTP_MESSAGES.cooldown, wait / 1000);
    }

    await tx.insert(otpSends).values({ mobile, ip, sentAt: now });
    [replaced] = await tx.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    const code = { codeHmac, attempts: 0, createdAt: now, expiresAt: new Date(ms(now) + OTP_RULES.ttlMs) };
    await tx
      .insert(otpCodes)
      .values({ mobile, ...code })
      .onConflictDoUpdate({ target: otpCodes.mobile, set: code });
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
    throw fail(502, OTP_MESSAGES.sendFailed);
  }
  await countCodeSent(deps.db, now);
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
    })
    .where(
      and(eq(otpCodes.mobile, mobile), lt(otpCodes.attempts, OTP_RULES.maxWrongAttempts), gt(otpCodes.expiresAt, now)),
    )
    .returning({ matched: sql<boolean>`${matches}` });
  if (checked?.matched) return;
  if (checked) throw fail(401, OTP_MESSAGES.wrong);

  const [dead] = await deps.db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.mobile, mobile), gte(otpCodes.attempts, OTP_RULES.maxWrongAttempts), gt(otpCodes.expiresAt, now)),
    );
  if (dead) {
    // A new code may be requested once the resend cooldown of the dead one has passed.
    throw tooMany(OTP_MESSAGES.locked, (ms(dead.createdAt) + OTP_RULES.resendCooldownMs - ms(now)) / 1000);
  }
  throw fail(401, OTP_MESSAGES.expired);
}
