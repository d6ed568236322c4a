import { sql } from 'drizzle-orm';
import type { User } from '../../shared/api-types.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';
import { appendAudit } from '../audit/audit.ts';
import { users } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';
import { hasUnseenDecision } from '../applications/applicant-status.ts';
import { roleOf } from '../staff/roles.ts';
import { SESSION_TTL_MS, STAFF_SESSION_TTL_MS, createSession } from './sessions.ts';
import { userView } from './user-view.ts';

export interface SignedIn {
  user: User;
  /** The new session's bearer token (only its hash is stored). */
  token: string;
  /** A decision the applicant was texted about and has not read yet: sign-in lands on it. */
  unseenDecision: boolean;
}

/**
 * Signs in the owner of `mobile`, whose code was just checked: an unknown number becomes a user, a known one is just
 * signed in. Staff get a working day's session, opened in one transaction with its audit entry (from `ip`), so no
 * staff member is ever signed in unlogged.
 */
export async function signIn(
  deps: Pick<ApiDeps, 'db' | 'roles' | 'now'>,
  mobile: string,
  ip: string,
): Promise<SignedIn> {
  const now = deps.now();
  const [user] = await deps.db
    .insert(users)
    .values({ mobile, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: users.mobile, set: { mobile: sql`excluded.mobile` } })
    .returning();
  if (!user) throw fail(500, API_MESSAGES.couldNotSignIn);
  await deps.roles.refresh(deps.db);
  const role = roleOf(deps.roles, user.mobile);
  const token =
    role === 'PARTICIPATOR'
      ? await createSession(deps.db, user.id, now, SESSION_TTL_MS)
      : await deps.db.transaction(async (tx) => {
          const staffToken = await createSession(tx, user.id, now, STAFF_SESSION_TTL_MS);
          await appendAudit(tx, { actor: user.mobile, action: 'staff.signed-in', ip, at: now });
          return staffToken;
        });
  return {
    user: userView(user, role),
    token,
    unseenDecision: user.isApplicationSubmitted && (await hasUnseenDecision(deps.db, user.id)),
  };
}
