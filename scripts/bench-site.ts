/**
 * Budget script for the static site: per page, the gzip JavaScript loaded before any interaction and
 * Lighthouse's mobile scores, on the production build served the way `npm start` serves it.
 * Usage: npm run build && npm run bench:site [-- --js-only] [-- /path ...]
 * Exits non-zero when a page misses a budget.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { benchSessions } from './bench/bench-sessions.ts';
import { BENCH_ORGANISER, BENCH_PAGES, JS_BUDGET_BYTES, LIGHTHOUSE_BUDGET } from './bench/site-pages.ts';
import { measureJsAtLoad } from './bench/measure-js.ts';
import { measureFirstSearch, SEARCH_FIRST_QUERY_BUDGET_BYTES } from './bench/measure-search.ts';
import { measureLighthouse, type LighthouseFigures } from './bench/measure-lighthouse.ts';
import { FIRST_FLIGHT_BUDGET_BYTES, measureFirstFlight } from './bench/first-flight.ts';
import { isSignedInPage } from '../src/lib/signed-in-pages.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4477);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const jsOnly = args.includes('--js-only');
const onlyPaths = args.filter((a) => a.startsWith('/'));
/** A query that lists the most results a query shows, so the figure is the heaviest first query. */
const SEARCH_QUERY = 'pitch';
const pages = onlyPaths.length ? BENCH_PAGES.filter((p) => onlyPaths.includes(p.path)) : BENCH_PAGES;

/** Everything the server printed: the console SMS provider's codes are read from it. */
let serverOutput = '';

async function startServer(dataDir: string) {
  const server = spawn('sh', ['scripts/serve.sh'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'console',
      ORGANISER_MOBILES: BENCH_ORGANISER,
      // Four visitors sign in from this one address (bench-sessions.ts): the proof of work the API asks from the fourth
      // code per address on would stop the last.
      OTP_POW: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  // A fresh embedded database takes a while to initialise on a busy machine.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('The server did not start; run `npm run build` first');
}

function lighthouseVerdict(lh: LighthouseFigures): string[] {
  const misses: string[] = [];
  if (lh.performance < LIGHTHOUSE_BUDGET.performance) misses.push(`performance ${lh.performance}`);
  if (lh.accessibility < LIGHTHOUSE_BUDGET.accessibility) misses.push(`accessibility ${lh.accessibility}`);
  if (lh.bestPractices < LIGHTHOUSE_BUDGET.bestPractices) misses.push(`best practices ${lh.bestPractices}`);
  if (lh.seo < LIGHTHOUSE_BUDGET.seo) misses.push(`SEO ${lh.seo}`);
  if (!(lh.cls <= LIGHTHOUSE_BUDGET.cls)) misses.push(`CLS ${lh.cls.toFixed(3)}`);
  return misses;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failures = 0;
/** For each page over budget, the Lighthouse audits that cost it points, printed after the table. */
const whyMissed: string[] = [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
try {
  const sessions = await benchSessions(BASE, () => serverOutput);
  console.log('| page | visitor | kind | JS at load (KB gz) | budget | perf | a11y | best pr. | SEO | CLS | verdict |');
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { path, kind, visitor = 'anonymous', lighthousePath = path } of pages) {
    const session = visitor === 'anonymous' ? undefined : sessions[visitor];
    const js = await measureJsAtLoad(browser, BASE + path, session);
    const misses = js.bytes > JS_BUDGET_BYTES[kind] ? [`JS ${kb(js.bytes)} KB`] : [];
    let cells = '| – | – | – | – | – ';
    let losses: string[] = [];
    if (!jsOnly) {
      const lh = await measureLighthouse(BASE + lighthousePath, session, isSignedInPage(path));
      misses.push(...lighthouseVerdict(lh));
      losses = lh.losses;
      cells = `| ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.cls.toFixed(3)} `;
    }
    if (misses.length) failures++;
    const verdict = misses.length ? `over: ${misses.join(', ')}` : 'ok';
    console.log(
      `| ${path} | ${visitor} | ${kind} | ${kb(js.bytes)} | ${kb(JS_BUDGET_BYTES[kind])} ${cells}| ${verdict} |`,
    );
    if (misses.length && losses.length) whyMissed.push(`${path}: ${losses.join(', ')}`);
  }
  if (whyMissed.length)
    console.log(`\nWhat cost those pages points (Lighthouse audits under 0.9):\n${whyMissed.join('\n')}`);
  const search = await measureFirstSearch(browser, `${BASE}/about-us`, SEARCH_QUERY);
  const searchOver = search.bytes > SEARCH_FIRST_QUERY_BUDGET_BYTES;
  if (searchOver) failures++;
  console.log(
    `\nSite search, first query ("${SEARCH_QUERY}", ${search.results} results listed): ${kb(search.bytes)} KB gz ` +
      `in ${search.files.length} files, budget ${kb(SEARCH_FIRST_QUERY_BUDGET_BYTES)} KB: ${searchOver ? 'over' : 'ok'}`,
  );
  const flight = await measureFirstFlight('dist', '/');
  const flightOver = flight.total > FIRST_FLIGHT_BUDGET_BYTES;
  if (flightOver) failures++;
  console.log(
    `First flight of / (HTML and render-blocking CSS, brotli): ${flight.total} B of ${FIRST_FLIGHT_BUDGET_BYTES}, ` +
      `${flight.stylesheets.length} blocking stylesheet(s): ${flightOver ? 'over' : 'ok'}`,
  );
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failures ? `\n${failures} page(s) over budget` : '\nEvery page within budget');
process.exit(failures ? 1 : 0);
