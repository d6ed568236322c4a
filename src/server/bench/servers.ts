/**
 * The server side of `npm run bench:api`'s throughput and upload phases (scripts/bench/serve-bench.ts runs it in a
 * child process): a raw node:http hello, a bare Hono route, and the real app on PGlite in a temporary DATA_DIR with 11
 * signed-in users. It answers memory questions from the parent over IPC and cleans up on 'stop'.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../app.ts';
import { createSession } from '../auth/sessions.ts';
import { bootstrap } from '../bootstrap.ts';
import { startups, users } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import { listFormFields } from '../forms/stored-form.ts';
import { loadSite } from '../static/site-index.ts';

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export async function runBenchServers() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-bench-'));
  const env = parseEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    SITE_DIR: process.env.SITE_DIR ?? 'dist',
  });
  // Quiet: a console provider would print nothing here anyway, no codes are sent.
  const { deps, shutdown } = await bootstrap(env);

  const raw = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8' }).end('hello');
  });
  const bare = new Hono().get('/', (c) => c.text('hello'));
  const app = createApp({ site: await loadSite(env.SITE_DIR), api: deps });
  const serveOn = (fetch: typeof app.fetch) =>
    new Promise<http.Server>((resolve) => {
      const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server as http.Server));
    });
  const [honoServer, appServer] = await Promise.all([serveOn(bare.fetch), serveOn(app.fetch)]);

  const now = new Date();
  const tokens: string[] = [];
  for (let i = 0; i < 11; i++) {
    const [u] = await deps.db
      .insert(users)
      .values({
        mobile: `90000000${String(i).padStart(2, '0')}`,
        name: `Bench ${i}`,
        age: 30,
        isProfileCompleted: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await deps.db.insert(startups).values({
      userId: u!.id,
      name: 'Bench Labs',
      industry: 'Testing',
      stage: 'IDEA',
      teamSize: '2',
      summary: 'x',
      updatedAt: now,
    });
    tokens.push(await createSession(deps.db, u!.id, now));
  }
  const fields = await listFormFields(deps.db);

  process.send!({
    type: 'ready',
    raw: await listen(raw),
    hono: (honoServer.address() as AddressInfo).port,
    app: (appServer.address() as AddressInfo).port,
    tokens,
    pitchDeckFieldId: fields.find((f) => f.name === 'pitchDeck')!.id,
    fields: fields.map((f) => ({ id: f.id, name: f.name })),
  });

  const stop = async () => {
    raw.close();
    honoServer.close();
    appServer.close();
    await shutdown();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  // If the measuring parent dies, don't linger with open ports and a temp directory.
  process.once('disconnect', () => void stop());
  process.on('message', async (m: { type: string; id?: number; gc?: boolean; count?: boolean }) => {
    if (m.type === 'memory') {
      if (m.gc) globalThis.gc?.();
      const mem = process.memoryUsage();
      const extra: { stored?: number; files?: number } = {};
      if (m.count) {
        const res = (await deps.db.execute(sql`select count(*)::int as n from submissions`)) as unknown as {
          rows: { n: number }[];
        };
        extra.stored = Number(res.rows[0]!.n);
        extra.files = (await readdir(path.join(dataDir, 'uploads'))).filter((n) => !n.startsWith('.')).length;
      }
      process.send!({
        type: 'memory',
        id: m.id,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        external: mem.external,
        arrayBuffers: mem.arrayBuffers,
        ...extra,
      });
    }
    if (m.type === 'stop') await stop();
  });
}
