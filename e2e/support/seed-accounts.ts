/**
 * `node e2e/support/seed-accounts.ts <mobile>…`: before an e2e server starts on its database (the environment's
 * DATA_DIR or DATABASE_URL, as the server reads them), gives each number an account and a session whose token is
 * seededToken(mobile), and sends none of them a code (see seeded-accounts.ts).
 */
import { bootstrap } from '../../src/server/bootstrap.ts';
import { SESSION_TTL_MS, hashToken } from '../../src/server/auth/sessions.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import { parseEnv } from '../../src/server/env.ts';
import { seededToken } from './seeded-accounts.ts';

const mobiles = process.argv.slice(2);
const { deps, shutdown } = await bootstrap(parseEnv());
try {
  const now = new Date();
  for (const mobile of mobiles) {
    const [user] = await deps.db.insert(users).values({ mobile, createdAt: now, updatedAt: now }).returning();
    await deps.db.insert(sessions).values({
      tokenHash: hashToken(seededToken(mobile)),
      userId: user!.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
  }
  console.log(`[e2e] Seeded ${mobiles.length} accounts with a session and no code sent`);
} finally {
  await shutdown();
}
