import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { PASSKEY_MESSAGES } from '../../shared/messages/passkeys.ts';
import { AuthenticationResponseSchema, RegistrationResponseSchema } from '../../shared/passkey-schemas.ts';
import { audit } from '../audit/audit.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { hashToken } from '../auth/sessions.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { roleOf } from '../staff/roles.ts';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from '../passkeys/ceremonies.ts';
import { passkeyStatus } from '../passkeys/session-confirmation.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/** Passkeys are a staff matter: an applicant asking gets 403 and nothing is stored. */
const staffOnly =
  (deps: ApiDeps): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    if (roleOf(deps.roles, c.get('user').mobile) === 'PARTICIPATOR') throw fail(403, PASSKEY_MESSAGES.staffOnly);
    await next();
  };

const caller = (c: Context<ApiEnv>) => ({ user: c.get('user'), token: c.get('token') });

/**
 * /api/passkeys/*: staff register a passkey and confirm their sign-ins with it (docs/api.md, "Passkeys for staff").
 * Options are answered with a new single-use challenge each time, so never cached.
 */
export function passkeyRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireAuth(deps), staffOnly(deps), async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/status', async (c) =>
      c.json(await passkeyStatus(deps.db, hashToken(c.get('token')), deps.staffPasskeys), 200),
    )
    .post('/register/options', async (c) => c.json(await registrationOptions(deps, caller(c)), 200))
    .post('/register/verify', jsonBodyLimit, validate('json', RegistrationResponseSchema), async (c) => {
      await verifyRegistration(deps, caller(c), c.req.valid('json'));
      await audit(deps, c, 'passkey.registered');
      return c.json({ message: PASSKEY_MESSAGES.registered }, 200);
    })
    .post('/authenticate/options', async (c) => c.json(await authenticationOptions(deps, caller(c)), 200))
    .post('/authenticate/verify', jsonBodyLimit, validate('json', AuthenticationResponseSchema), async (c) => {
      await verifyAuthentication(deps, caller(c), c.req.valid('json'));
      return c.json({ message: PASSKEY_MESSAGES.confirmed }, 200);
    });
}
