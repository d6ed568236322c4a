import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/**
 * The OTP HMAC key: OTP_SECRET if set, else one generated on first start and kept in the database,
 * so every API process on the same database hashes codes alike.
 */
export async function resolveOtpSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSecrets)
    .values({ name: 'otp_hmac', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'otp_hmac'));
  if (!row) throw new Error('Could not read the OTP secret from the database');
  return row.value;
}
