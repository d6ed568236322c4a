import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { PASSKEY_MESSAGES } from '../../shared/messages/passkeys.ts';
import type { PasskeyStatus } from '../../shared/passkey-schemas.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import type { StaffPasskeyMode } from '../env.ts';
import { fail } from '../errors.ts';

/**
 * Where the sign-in of session `tokenHash` stands with passkeys, in one query: whether its staff member has a passkey,
 * whether a passkey confirmed this sign-in, and so whether it must be confirmed before the workspace answers. It must
 * where STAFF_PASSKEYS=required, and in optional mode too once the staff member registered one: a passkey that an SMS
 * code alone could get around would protect nothing.
 */
export async function passkeyStatus(db: Db, tokenHash: string, mode: StaffPasskeyMode): Promise<PasskeyStatus> {
  const [row] = await db
    .select({
      confirmed: sql<boolean>`${sessions.passkeyConfirmedAt} is not null`,
      // Table-qualified by hand: inside a subquery drizzle names columns without their table.
      registered: sql<boolean>`exists (select 1 from staff_passkeys p where p.user_id = sessions.user_id)`,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  const registered = Boolean(row?.registered);
  return { required: mode === 'required' || registered, registered, confirmed: Boolean(row?.confirmed) };
}

/** Whether the session `tokenHash` was confirmed with a passkey. */
export async function sessionConfirmed(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmed: sql<boolean>`${sessions.passkeyConfirmedAt} is not null` })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return Boolean(row?.confirmed);
}

/**
 * After `requireAuth` and `requireStaff` on /api/organiser/*: a staff sign-in that must be confirmed with a passkey
 * (`passkeyStatus`) and is not yet gets 403 `{message, passkeyRequired: true}`, so the workspace shows its passkey step.
 */
export function requirePasskeyConfirmed(deps: Pick<ApiDeps, 'db' | 'staffPasskeys'>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { required, confirmed } = await passkeyStatus(deps.db, hashToken(c.get('token')), deps.staffPasskeys);
    if (required && !confirmed) throw fail(403, PASSKEY_MESSAGES.required, { passkeyRequired: true });
    await next();
  };
}
