import { Hono } from 'hono';
import { PRIVACY_MESSAGES } from '../../shared/messages/privacy.ts';
import { GuardianCodeRequestSchema } from '../../shared/privacy/minors-schemas.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { sendGuardianCode } from '../privacy/guardian-code.ts';
import { latestGuardianConsent } from '../privacy/guardian-consent.ts';
import { readMinorsSettings } from '../privacy/minors-settings.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/**
 * An applicant under 18's guardian consent (DPDP Act s.9): GET /api/guardian-consent says whether organisers take one
 * and which is on record; POST /api/guardian-consent/code texts the guardian a code, which the profile save then
 * carries (privacy/guardian-check.ts).
 */
export function guardianConsentRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('/guardian-consent', requireAuth(deps))
    .use('/guardian-consent/*', requireAuth(deps))
    .get('/guardian-consent', async (c) => {
      const { underEighteen } = await readMinorsSettings(deps.db);
      return c.json({ underEighteen, consent: await latestGuardianConsent(deps.db, c.get('user').id) }, 200);
    })
    .post('/guardian-consent/code', jsonBodyLimit, validate('json', GuardianCodeRequestSchema), async (c) => {
      const user = c.get('user');
      const { guardianMobile } = c.req.valid('json');
      if ((await readMinorsSettings(deps.db)).underEighteen !== 'guardianConsent') {
        throw fail(409, PRIVACY_MESSAGES.guardianNotTaken);
      }
      if (guardianMobile === user.mobile) throw fail(400, PRIVACY_MESSAGES.guardianNotSelf);
      const { resendAfterSeconds } = await sendGuardianCode(deps, user.id, guardianMobile, deps.clientIp(c));
      return c.json({ message: PRIVACY_MESSAGES.guardianCodeSent, resendAfter: resendAfterSeconds }, 200);
    });
}
