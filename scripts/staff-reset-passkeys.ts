/**
 * `npm run staff:reset-passkeys <mobile>`: removes every passkey of one organiser or reviewer and signs them out
 * everywhere, so their next SMS sign-in registers a new passkey. For the last organiser, who has no colleague to do
 * it on /organiser/settings. Recorded in the audit log as done by 'system'.
 *
 * Uses the same environment as the server (DATA_DIR, DATABASE_URL, ORGANISER_MOBILES, REVIEWER_MOBILES). The
 * embedded PGlite opens in one process only: stop the server first (with Postgres it may keep running).
 */
import { bootstrap } from '../src/server/bootstrap.ts';
import { appendAudit } from '../src/server/audit/audit.ts';
import { livePgliteOwner } from '../src/server/db/pglite-lock.ts';
import { parseEnv } from '../src/server/env.ts';
import { roleOf } from '../src/server/staff/roles.ts';
import { removePasskeys } from '../src/server/passkeys/credentials.ts';
import { INDIAN_MOBILE_RE, normaliseMobile } from '../src/shared/mobile.ts';

const env = parseEnv();
const mobile = normaliseMobile(process.argv[2] ?? '');
if (!INDIAN_MOBILE_RE.test(mobile)) {
  console.error('Usage: npm run staff:reset-passkeys <mobile>   (a 10-digit Indian mobile)');
  process.exit(2);
}
const { deps, shutdown } = await bootstrapOrExplain();
try {
  if (roleOf(deps.roles, mobile) === 'PARTICIPATOR') {
    console.error(`[passkeys] ${mobile} is not in ORGANISER_MOBILES or REVIEWER_MOBILES: nothing to reset`);
    process.exitCode = 1;
  } else {
    const removed = await removePasskeys(deps.db, mobile);
    await appendAudit(deps.db, {
      actor: 'system',
      action: 'passkeys.removed',
      target: mobile,
      details: { removed, by: 'staff:reset-passkeys' },
      at: new Date(),
    });
    console.log(
      `[passkeys] Removed ${removed} passkey${removed === 1 ? '' : 's'} of ${mobile} and ended their sessions: their next SMS sign-in registers a new one`,
    );
  }
} finally {
  await shutdown();
}

async function bootstrapOrExplain() {
  const owner = env.DATABASE_URL ? undefined : await livePgliteOwner(env.DATA_DIR);
  if (owner) {
    console.error(
      `[passkeys] The server (pid ${owner}) holds the embedded database in ${env.DATA_DIR}: stop it, run this again, then start it`,
    );
    process.exit(1);
  }
  return bootstrap(env);
}
