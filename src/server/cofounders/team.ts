import { and, eq, inArray } from 'drizzle-orm';
import type { VerifiedMember } from '../../shared/team-answers.ts';
import type { DbOrTx } from '../db/client.ts';
import { cofounderInvites, users } from '../db/schema.ts';

/**
 * The verified co-founders of each applicant among `inviterIds` (those who accepted, signed in with the invited
 * number), oldest invite first, with the name of their own profile: what src/shared/team-answers.ts reads the form's
 * co-founder answers with.
 */
export async function verifiedTeams(db: DbOrTx, inviterIds: number[]): Promise<Map<number, VerifiedMember[]>> {
  if (inviterIds.length === 0) return new Map();
  const rows = await db
    .select({ inviterId: cofounderInvites.inviterId, role: cofounderInvites.role, name: users.name })
    .from(cofounderInvites)
    .leftJoin(users, eq(users.mobile, cofounderInvites.mobile))
    .where(and(inArray(cofounderInvites.inviterId, inviterIds), eq(cofounderInvites.status, 'accepted')))
    .orderBy(cofounderInvites.invitedAt, cofounderInvites.id);
  const teams = new Map<number, VerifiedMember[]>();
  for (const r of rows) teams.set(r.inviterId, [...(teams.get(r.inviterId) ?? []), { name: r.name, role: r.role }]);
  return teams;
}
