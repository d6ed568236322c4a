import { Hono } from 'hono';
import { SendOtpRequestSchema, VerifyOtpRequestSchema } from '../../shared/api-types.ts';
import { SIGN_IN_MESSAGES } from '../../shared/messages/sign-in.ts';
import { signIn } from '../auth/sign-in.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { createPowChallenge } from '../otp/pow.ts';
import { checkOtp } from '../otp/check.ts';
import { giveRequesterCookie, newRequesterId, requesterHash, requesterHashOf } from '../otp/requester.ts';
import { sendOtp } from '../otp/service.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/**
 * GET /api/otp/challenge, POST /api/otp and POST /api/verify-otp: sign-in and sign-up are the same flow. A code is
 * bound to the browser that asked for it by a cookie only /api/verify-otp receives (otp/requester.ts).
 */
export function otpRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/otp/challenge', async (c) => {
      // Each answer is a new single-use challenge: never cached.
      c.header('Cache-Control', 'no-store');
      return c.json(await createPowChallenge(deps, Number(c.req.query('level') ?? 1)), 200);
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
      const { user, token, unseenDecision } = await signIn(deps, mobile, deps.clientIp(c));
      return c.json({ user, token, message: SIGN_IN_MESSAGES.loginSuccess, unseenDecision }, 200);
    });
}
