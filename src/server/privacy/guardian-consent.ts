import { asc, desc, eq } from 'drizzle-orm';
import type { GuardianConsent } from '../../shared/privacy/minors-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import { guardianConsents } from '../db/schema.ts';

const view = (row: typeof guardianConsents.$inferSelect): GuardianConsent => ({
  guardianMobile: row.guardianMobile,
  noticeVersion: row.noticeVersion,
  consentedAt: row.consentedAt.toISOString(),
});

/** Every guardian's consent recorded for `userId`, oldest first ("Download my data"). */
export async function guardianConsentsOf(db: DbOrTx, userId: number): Promise<GuardianConsent[]> {
  const rows = await db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId))
    .orderBy(asc(guardianConsents.consentedAt), asc(guardianConsents.id));
  return rows.map(view);
}

/** The latest consent recorded for `userId`, or null: one is enough for every later save of the profile. */
export async function latestGuardianConsent(db: DbOrTx, userId: number): Promise<GuardianConsent | null> {
  const [row] = await db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId))
    .orderBy(desc(guardianConsents.consentedAt), desc(guardianConsents.id))
    .limit(1);
  return row ? view(row) : null;
}
