import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { precacheList } from '../src/integrations/service-worker.ts';
import { measureJsAtLoad } from '../scripts/bench/measure-js.ts';
import { measureFirstSearch, SEARCH_FIRST_QUERY_BUDGET_BYTES } from '../scripts/bench/measure-search.ts';
import { BENCH_PAGES, JS_BUDGET_BYTES, OFFLINE_BUDGET_BYTES, type Visitor } from '../scripts/bench/site-pages.ts';
import { completeProfileThroughApi, seededSession, signInThroughApi } from './support/api.ts';
import { seededOrganiser } from './support/seeded-accounts.ts';
import { E2E_BASE_URL } from './support/server-env.ts';

/**
 * The JavaScript budgets (docs/budgets.md) on the production build, measured as `npm run bench:site` measures them:
 * gzip bytes of every script a page loads before any interaction, as the visitor who opens it. bench:site keeps
 * Lighthouse, which needs a quiet machine; these byte counts do not depend on the machine's speed.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const { path, kind, visitor = 'anonymous' } of BENCH_PAGES) {
  test(`${path} loads at most ${kb(JS_BUDGET_BYTES[kind])} of JavaScript (${kind}, ${visitor})`, async ({
    browser,
    request,
  }) => {
    const session = await sessionOf(visitor, request);
    const js = await measureJsAtLoad(browser, E2E_BASE_URL + path, session);
    expect(js.bytes, `${path} loads ${kb(js.bytes)}: ${js.files.join(', ')}`).toBeLessThanOrEqual(
      JS_BUDGET_BYTES[kind],
    );
  });
}

test(`the site search's first query downloads at most ${kb(SEARCH_FIRST_QUERY_BUDGET_BYTES)}`, async ({ browser }) => {
  const search = await measureFirstSearch(browser, `${E2E_BASE_URL}/about-us`, 'pitch');
  expect(search.results).toBeGreaterThan(0);
  expect(search.bytes, search.files.join(', ')).toBeLessThanOrEqual(SEARCH_FIRST_QUERY_BUDGET_BYTES);
});

/** The build the tests serve (playwright.config.ts serves dist/ as npm start does). */
const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

test(`the service worker adds at most ${OFFLINE_BUDGET_BYTES.perPage} B gz to an event page, and nothing to the home page`, async () => {
  const schedule = await readFile(path.join(DIST, 'schedule', 'index.html'), 'utf8');
  const added = /<link rel="manifest"[^>]*>\s*<script>[^<]*serviceWorker[^<]*<\/script>/.exec(schedule)?.[0];
  expect(added, 'the manifest link and the registration on /schedule').toBeDefined();
  expect(gz(added!)).toBeLessThanOrEqual(OFFLINE_BUDGET_BYTES.perPage);
  const home = await readFile(path.join(DIST, 'index.html'), 'utf8');
  expect(home).not.toContain('serviceWorker');
  expect(home).not.toContain('rel="manifest"');
});

test(`the service worker is at most ${kb(OFFLINE_BUDGET_BYTES.worker)} gz`, async () => {
  expect(gz(await readFile(path.join(DIST, 'sw.js')))).toBeLessThanOrEqual(OFFLINE_BUDGET_BYTES.worker);
});

test(`the service worker precaches at most ${kb(OFFLINE_BUDGET_BYTES.precache)} brotli`, async () => {
  const files = await precacheList(DIST);
  expect(files.length).toBeGreaterThan(0);
  let bytes = 0;
  for (const file of files) bytes += brotliCompressSync(await readFile(path.join(DIST, file))).length;
  expect(bytes, files.join(', ')).toBeLessThanOrEqual(OFFLINE_BUDGET_BYTES.precache);
});

async function sessionOf(visitor: Visitor, request: Parameters<typeof signInThroughApi>[0]) {
  switch (visitor) {
    case 'anonymous':
      return undefined;
    case 'new-user':
      return signInThroughApi(request);
    // The judges' page loads the same script for any signed-in visitor (the API refuses all but judges), so its bytes
    // are measured as a new user's: no judge is invited on the suite's shared server. bench:site, on a server of its
    // own, opens it as a judge (scripts/bench/bench-sessions.ts), as Lighthouse should score it.
    case 'judge':
      return signInThroughApi(request);
    case 'profile-completed':
      return completeProfileThroughApi(request, await signInThroughApi(request));
    case 'organiser':
      return seededSession(request, seededOrganiser('budgets'));
  }
}
