import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { SendOtpRequestSchema, VerifyOtpRequestSchema } from '../../shared/api-types.ts';
import { hasUnseenDecision } from '../organiser/applicant-status.ts';
import { SIGN_IN_MESSAGES } from '../../shared/messages/sign-in.ts';
import { appendAudit } from '../audit/audit.ts';
import { createSession } from '../auth/sessions.ts';
import { userView } from '../auth/user-view.ts';
import { users } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { checkOtp, sendOtp } from '../otp/service.ts';
import { roleOf } from '../organiser/roles.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/** POST /api/otp and POST /api/verify-otp: sign-in and sign-up are the same flow. */
export function otpRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .post('/otp', jsonBodyLimit, validate('json', SendOtpRequestSchema), async (c) => {
      const { mobile } = c.req.valid('json');
      await sendOtp(deps, mobile, deps.clientIp(c));
      return c.json({ message: SIGN_IN_MESSAGES.otpSent }, 200);
    })
    .post('/verify-otp', jsonBodyLimit, validate('json', VerifyOtpRequestSchema), async (c) => {
      const { mobile, otp } = c.req.valid('json');
      await checkOtp(deps, mobile, otp);
      const now = deps.now();
      // An unknown number that verifies becomes a user; a known one is just signed in.
      const [user] = await deps.db
        .insert(users)
        .values({ mobile, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: users.mobile, set: { mobile: sql`excluded.mobile` } })
        .returning();
      if (!user) throw fail(500, 'Could not sign in');
      const token = await createSession(deps.db, user.id, now);
      const role = roleOf(deps.roles, user.mobile);
      if (role !== 'PARTICIPATOR') {
        await appendAudit(deps.db, { actor: user.mobile, action: 'staff.signed-in', ip: deps.clientIp(c), at: now });
      }
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
