import { Hono } from 'hono';
import { SendOtpRequestSchema, VerifyOtpRequestSchema } from '../../shared/api-types.ts';
import { OTP_MESSAGES, SIGN_IN_MESSAGES } from '../../shared/messages/sign-in.ts';
import { signIn } from '../auth/sign-in.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { tooMany } from '../errors.ts';
import { inFlightBound } from '../limits/in-flight.ts';
import { nextTurn } from '../limits/next-turn.ts';
import { createPowChallenge } from '../otp/pow.ts';
import { checkOtp } from '../otp/check.ts';
import { giveRequesterCookie, newRequesterId, requesterHash, requesterHashOf } from '../otp/requester.ts';
import { sendOtp } from '../otp/service.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/**
 * Sends one client IP may have in flight at once in this process. A send holds a database connection while it waits
 * for its IP's lock (otp/service.ts): without this bound, 200 sends from one IP took the whole pool and the
 * process's health check with it. Four at once is far more than people behind one address ask for in the same
 * instant (a send takes tens of milliseconds); the hourly cap (OTP_IP_HOURLY_LIMIT) still counts across processes.
 */
const SENDS_IN_FLIGHT_PER_IP = 4;

/**
 * GET /api/otp/challenge, POST /api/otp and POST /api/verify-otp: sign-in and sign-up are the same flow. A code is
 * bound to the browser that asked for it by a cookie only /api/verify-otp receives (otp/requester.ts).
 */
export function otpRoutes(deps: ApiDeps) {
  const sendsInFlight = inFlightBound(SENDS_IN_FLIGHT_PER_IP);
  return new Hono<ApiEnv>()
    .get('/otp/challenge', async (c) => {
      // Each answer is a new single-use challenge: never cached.
      c.header('Cache-Control', 'no-store');
      return c.json(await createPowChallenge(deps, Number(c.req.query('level') ?? 1)), 200);
    })
    .post('/otp', jsonBodyLimit, validate('json', SendOtpRequestSchema), async (c) => {
      const { mobile, altcha } = c.req.valid('json');
      const ip = deps.clientIp(c);
      // Refused here, in memory, before the send takes a database connection; a second is soon enough to retry.
      const place = sendsInFlight.tryEnter(ip);
      if (!place) throw tooMany(OTP_MESSAGES.ipCap, 1);
      const requester = newRequesterId();
      const send = async () => {
        // On the embedded database a whole send runs without the event loop turning: without this wait, a flood's
        // sends would run back to back, one request read at a time, each finding none of its IP's in flight.
        await nextTurn();
        return sendOtp(deps, mobile, ip, { altcha, requesterHash: requesterHash(requester) });
      };
      const { resendAfterSeconds } = await send().finally(place.leave);
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
