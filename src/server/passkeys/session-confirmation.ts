import { and, eq, isNotNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { PASSKEY_MESSAGES } from '../../shared/messages/passkeys.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';

/** Whether the session `tokenHash` was confirmed with a passkey. */
export async function sessionConfirmed(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ at: sessions.passkeyConfirmedAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNotNull(sessions.passkeyConfirmedAt)));
  return Boolean(row);
}

/**
 * After `requireAuth` and `requireStaff` on /api/organiser/*: where STAFF_PASSKEYS=required, a staff sign-in not yet
 * confirmed with a passkey gets 403 `{message, passkeyRequired: true}`, so the workspace shows its passkey step.
 */
export function requirePasskeyConfirmed(deps: Pick<ApiDeps, 'db' | 'staffPasskeys'>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (deps.staffPasskeys === 'required' && !(await sessionConfirmed(deps.db, hashToken(c.get('token'))))) {
      throw fail(403, PASSKEY_MESSAGES.required, { passkeyRequired: true });
    }
    await next();
  };
}
