import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { SendOtpRequestSchema, VerifyOtpRequestSchema } from '../../shared/api-types.ts';
import { hasUnseenDecision } from '../organiser/applicant-status.ts';
import { SIGN_IN_MESSAGES } from '../../shared/messages/sign-in.ts';
import { SESSION_TTL_MS, STAFF_SESSION_TTL_MS, createSession } from '../auth/sessions.ts';
import { appendAudit } from '../audit/audit.ts';
import { userView } from '../auth/user-view.ts';
import { users } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { createPowChallenge } from '../otp/pow.ts';
import { checkOtp } from '../otp/check.ts';
import { giveRequesterCookie, newRequesterId, requesterHash, requesterHashOf } from '../otp/requester.ts';
import { sendOtp } from '../otp/service.ts';
import { roleOf } from '../organiser/roles.ts';
import { jsonBodyLimit, validate } from '../validate.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';

/**
 * GET /api/otp/challenge, POST /api/otp and POST /api/verify-otp: sign-in and sign-up are the same flow. A code is
 * bound to the browser that asked for it by a cookie only /api/verify-otp receives (otp/requester.ts).
 */
export function otpRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/otp/challenge', async (c) => {
      // Each answer is a new single-use challenge: never cached.
      c.header('Cache-Control', 'no-store');
      return c.json(await createPowChallenge(deps), 200);
    })
    .post('/otp', jsonBodyLimit, validate('json', SendOtpRequestSchema), async (c) => {
      const { mobile, altcha } = c.req.valid('json');
      const requester = newRequesterId();
      const { resendAfterSeconds } = await sendOtp(deps, mobile, deps.clientIp(c), {
        altcha,
        requesterHash: requesterHash(requester),
      });
      giveRequesterCookie(c, requester, deps.siteUrl);
      return c.json({ message: SIGN_IN_MESSAGES.otpSent, resendAfter: resendAfterSeconds }, 200);
    })
    .post('/verify-otp', jsonBodyLimit, validate('json', VerifyOtpRequestSchema), async (c) => {
      const { mobile, otp } = c.req.valid('json');
      await checkOtp(deps, mobile, otp, { requesterHash: requesterHashOf(c) });
      const now = deps.now();
      // An unknown number that verifies becomes a user; a known one is just signed in.
      const [user] = await deps.db
        .insert(users)
        .values({ mobile, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: users.mobile, set: { mobile: sql`excluded.mobile` } })
        .returning();
      if (!user) throw fail(500, API_MESSAGES.couldNotSignIn);
      const role = roleOf(deps.roles, user.mobile);
      // A staff session and its audit entry are one transaction: no staff member is ever signed in unlogged.
      const token =
        role === 'PARTICIPATOR'
          ? await createSession(deps.db, user.id, now, SESSION_TTL_MS)
          : await deps.db.transaction(async (tx) => {
              const staffToken = await createSession(tx, user.id, now, STAFF_SESSION_TTL_MS);
              await appendAudit(tx, { actor: user.mobile, action: 'staff.signed-in', ip: deps.clientIp(c), at: now });
              return staffToken;
            });
      return c.json(
        {
          user: userView(user, role),
          token,
          message: SIGN_IN_MESSAGES.loginSuccess,
          unseenDecision: user.isApplicationSubmitted && (await hasUnseenDecision(deps.db, user.id)),
        },
        200,
      );
    });
}
