import path from 'node:path';
import { serve } from '@hono/node-server';
import { staffCount } from './staff/roles.ts';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { parseEnv } from './env.ts';
import { exportOnSignal } from './export/export-on-signal.ts';
import { startFreshStatistics } from './background/fresh-statistics.ts';
import { wakeEvery } from './background/worker.ts';
import { sweepEvery } from './decisions/waitlist-promotion.ts';
import { loadSite } from './static/site-index.ts';
import { startOrphanSweep } from './storage/orphan-sweep.ts';
import { startRetention } from './retention/worker.ts';

/** The server, started by main.ts. Everything is configured through the environment (see env.ts). */
const env = parseEnv();

// Listened for before anything else, so a stop request is honoured even while start-up waits for the database.
let server: ReturnType<typeof serve> | undefined;
let shutdown: (() => Promise<void>) | undefined;
let closing = false;
async function stop(signal: string) {
  if (closing) return;
  closing = true;
  console.log(
    `[server] ${signal}: finishing in-flight requests (at most ${env.SHUTDOWN_GRACE_MS / 1000}s), then exiting`,
  );
  setTimeout(() => {
    console.error('[server] In-flight requests did not finish in time; exiting anyway');
    process.exit(1);
  }, env.SHUTDOWN_GRACE_MS).unref();
  if (server) await new Promise((resolve) => server!.close(resolve));
  // Close the database cleanly so PGlite's files are consistent on disk, and free its lock.
  await shutdown?.();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(signal));

const [site, booted] = await Promise.all([loadSite(env.SITE_DIR), bootstrap(env)]);
const { database, deps } = booted;
const stopSweep = startOrphanSweep(deps.db, deps.uploads, {
  graceMs: env.UPLOAD_GRACE_MS,
  intervalMs: env.UPLOAD_SWEEP_INTERVAL_MS,
});
// Data past its retention period (docs/organisers.md, "Retention"): erased now and every hour, in bounded batches.
const stopRetention = startRetention(deps);
// The embedded database has no autovacuum: the planner's statistics are refreshed here as tables grow.
const stopStatistics = database.kind === 'pglite' ? startFreshStatistics(deps.db) : async () => {};
shutdown = async () => {
  await stopSweep();
  await stopRetention();
  await stopStatistics();
  await booted.shutdown();
};
if (site.routes.size === 0) console.warn(`[server] No built site in ${env.SITE_DIR}: run \`npm run build\` first.`);
exportOnSignal(deps, path.join(env.DATA_DIR, 'exports'));
// Every minute the outbox queues what became due (a wait ended, a claim of a dead process lapsed) and runs the
// jobs whose back-off ended.
wakeEvery(deps.smsOutbox);
// Decks whose text is not read yet (another process died mid-read, or they predate the reader): now and every minute.
deps.deckText.wake();
wakeEvery(deps.deckText);
// Confirmation deadlines are honoured from here too, whether or not anyone calls (every process sweeps; one wins).
sweepEvery(deps, env.PLACES_SWEEP_INTERVAL_MS);

const app = createApp({ site, api: deps });
server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`[server] Listening on http://${host}:${info.port}`);
  console.log(`[server] Site: ${env.SITE_DIR} (${site.routes.size} routes)`);
  console.log(`[server] Database: ${database.location}`);
  console.log(`[server] Uploads: ${deps.uploads.location}`);
  const hint = deps.sms.name === 'console' ? ' (codes are printed here as "[sms] OTP for <mobile>: <code>")' : '';
  console.log(`[server] SMS provider: ${deps.sms.name}${hint}`);
  console.log(
    `[server] E-mail provider: ${deps.email.name}${deps.email.name === 'console' ? ' (e-mails are printed here as "[email] To …")' : ''}`,
  );
  console.log(`[server] Staff: ${staffCount(deps.roles)}`);
  console.log(
    deps.staffPasskeys === 'required'
      ? '[server] Staff passkeys: required (each organiser or reviewer sign-in is confirmed with a passkey)'
      : '[server] Staff passkeys: optional (STAFF_PASSKEYS=optional): staff without a passkey reach the workspace with an SMS code alone; once one registers a passkey, each of their sign-ins is confirmed with it; set STAFF_PASSKEYS=required to insist for everyone',
  );
  const { otpLimits: limits } = deps;
  console.log(
    limits.pow
      ? `[server] Sign-in proof of work: on (from ${limits.powIpPerHour} codes per IP per hour, or over ${limits.powGlobalPer10Min} codes in one 10-minute window)`
      : '[server] Sign-in proof of work: OFF (OTP_POW=off): every code is sent without one, for local load tests only',
  );
  console.log(
    `[server] SMS budget: ${limits.smsDailyBudget} a day (India time), ${limits.smsSigninReserve} of them kept for sign-in codes; decisions go out at ${limits.smsReleasePerMinute} a minute`,
  );
});
server.on('error', async (err) => {
  console.error(`[server] Could not listen on ${env.HOST}:${env.PORT}: ${err.message}`);
  await shutdown?.();
  process.exit(1);
});
