import { and, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { OTP_RULES } from '../../shared/otp-rules.ts';
import { otpCodes } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail, tooMany } from '../errors.ts';
import { hashCode } from './codes.ts';
import { countCodeHour } from './conversion.ts';
import { nextCodeAt } from './resend-wait.ts';

/**
 * Who is guessing a code: a browser, by the hash of the requester id its cookie carries (null: none; see
 * requester.ts), or the number's owner already signed in (confirming an erasure), who counts as the requester.
 */
export type Guesser = { requesterHash: string | null } | 'signed-in owner';

/**
 * Checks `code` against the live code for `mobile`. Success consumes the code (single use: its expiry becomes the
 * epoch, which no clock sees as live). Every check counts against one of two pools of the code: the requester's 5
 * tries, after which the code is dead for everyone, even guessed right; and everyone else's 5, after which only
 * their guesses are refused, so a stranger can never burn the code of the person who asked for it, and a code is
 * guessed at most 10 times. Counting and comparing are one UPDATE: Postgres locks the row and re-checks the
 * condition for each concurrent guess in turn, so no pool ever compares more than 5, whatever the number of
 * processes and connections.
 */
export async function checkOtp(deps: ApiDeps, mobile: string, code: string, guesser: Guesser): Promise<void> {
  const now = deps.now();
  const max = OTP_RULES.maxWrongAttempts;
  const matches = sql`${otpCodes.codeHmac} = ${hashCode(deps.otpSecret, mobile, code)}`;
  const requester =
    guesser === 'signed-in owner'
      ? sql`true`
      : sql`coalesce(${otpCodes.requesterHash} = ${guesser.requesterHash}, false)`;
  const [checked] = await deps.db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + case when ${requester} then 1 else 0 end`,
      othersAttempts: sql`${otpCodes.othersAttempts} + case when ${requester} then 0 else 1 end`,
      expiresAt: sql`case when ${matches} then 'epoch'::timestamptz else ${otpCodes.expiresAt} end`,
      verifiedAt: sql`case when ${matches} then ${now.toISOString()}::timestamptz else ${otpCodes.verifiedAt} end`,
    })
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, max),
        or(requester, lt(otpCodes.othersAttempts, max)),
      ),
    )
    .returning({ matched: sql<boolean>`${matches}` });
  if (checked?.matched) {
    await countCodeHour(deps.db, 'verified', now);
    return;
  }
  if (checked) throw fail(401, OTP_MESSAGES.wrong);

  const [spent] = await deps.db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        gt(otpCodes.expiresAt, now),
        or(gte(otpCodes.attempts, max), and(sql`not ${requester}`, gte(otpCodes.othersAttempts, max))),
      ),
    );
  if (spent) {
    // A new code may be requested once the number's resend wait has passed.
    const nextAt = await nextCodeAt(deps.db, mobile, now);
    throw tooMany(OTP_MESSAGES.locked, ((nextAt ? nextAt.getTime() : 0) - now.getTime()) / 1000);
  }
  throw fail(401, OTP_MESSAGES.expired);
}
