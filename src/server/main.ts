import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { parseEnv } from './env.ts';
import { exportOnSignal } from './export/export-on-signal.ts';
import { retryStatusSmsEvery } from './organiser/status-sms.ts';
import { loadSite } from './static/site-index.ts';

/** Entry point: `npm run serve`. Everything is configured through the environment (see env.ts). */
const env = parseEnv();
const [site, { database, deps, shutdown }] = await Promise.all([loadSite(env.SITE_DIR), bootstrap(env)]);
if (site.routes.size === 0) console.warn(`[server] No built site in ${env.SITE_DIR}: run \`npm run build\` first.`);
exportOnSignal(deps.db, deps.uploads, path.join(env.DATA_DIR, 'exports'));
// Status SMS that failed (or whose process died mid-send) are retried from here.
retryStatusSmsEvery(deps.db, deps.sms, deps.now);

const app = createApp({ site, api: deps });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`[server] Listening on http://${host}:${info.port}`);
  console.log(`[server] Site: ${env.SITE_DIR} (${site.routes.size} routes)`);
  console.log(`[server] Database: ${database.location}`);
  console.log(`[server] Uploads: ${deps.uploads.location}`);
  const hint = deps.sms.name === 'console' ? ' (codes are printed here as "[sms] OTP for <mobile>: <code>")' : '';
  console.log(`[server] SMS provider: ${deps.sms.name}${hint}`);
});
server.on('error', async (err) => {
  console.error(`[server] Could not listen on ${env.HOST}:${env.PORT}: ${err.message}`);
  await shutdown();
  process.exit(1);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    server.close();
    // Close the database cleanly so PGlite's files are consistent on disk, and free its lock.
    await shutdown();
    process.exit(0);
  });
}
