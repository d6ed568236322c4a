import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { StoredSession } from './bench-sessions.ts';
import { seedStorage } from './measure-js.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  /** The audits that cost the page points (score under 0.9), with what Lighthouse measured: why a page misses. */
  losses: string[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, missing metrics); such a run is repeated. */
const ATTEMPTS = 3;

/**
 * Runs per page. One run's performance score swings with whatever else the machine does (the same page scored 96,
 * 98 and 87 in three runs on a shared VM); Lighthouse's own advice is to run it several times and keep the median
 * run (docs/variability.md in its repository), chosen by its computeMedianRun: the run nearest the median first
 * contentful paint and time to interactive, not the median score.
 */
const RUNS = 3;

/**
 * Lighthouse's default mobile run (simulated throttling) in Debian's Chromium, the median of RUNS runs. With a
 * session, the origin's storage is seeded first and Lighthouse told to keep it, so the page is scored signed in.
 * `noindex` pages (the signed-in portal) keep search engines out on purpose, so their SEO score leaves
 * out the crawlability audit instead of failing it (docs/budgets.md).
 */
export async function measureLighthouse(
  url: string,
  session?: StoredSession,
  noindex = false,
): Promise<LighthouseFigures> {
  const runs: Report[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measureWithRetries(url, session));
  return figuresOf(computeMedianRun(runs), noindex);
}

async function measureWithRetries(url: string, session: StoredSession | undefined): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, session);
    } catch (err) {
      if (attempt >= ATTEMPTS || err instanceof WrongPage) throw err;
      console.error(`Lighthouse run ${attempt} of ${url} failed (${err instanceof Error ? err.message : err}); again`);
    }
  }
}

class WrongPage extends Error {}

async function measureOnce(url: string, session: StoredSession | undefined): Promise<Report> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) await seedOrigin(chrome.port, url, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      disableStorageReset: Boolean(session),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not score ${url}: ${result.lhr.runtimeError.message}`);
    if (result.lhr.finalDisplayedUrl !== url) throw new WrongPage(`${url} went to ${result.lhr.finalDisplayedUrl}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Report, noindex: boolean): LighthouseFigures {
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: noindex ? Math.round(scoreWithout(lhr, 'seo', 'is-crawlable') * 100) : score('seo'),
    cls: Number(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN),
    losses: losses(lhr),
  };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Every weighted audit of the four categories scoring under 0.9, as 'id (value)'. */
function losses(lhr: Report): string[] {
  const ids = new Set(
    Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => r.id)),
  );
  return [...ids].flatMap((id) => {
    const audit = lhr.audits[id];
    if (typeof audit?.score !== 'number' || audit.score >= 0.9) return [];
    return [audit.displayValue ? `${id} (${audit.displayValue})` : id];
  });
}

/**
 * A category's score computed as Lighthouse does (the weighted mean of its scored audits), leaving one
 * audit out.
 */
function scoreWithout(lhr: Report, categoryId: string, auditId: string): number {
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.id === auditId || !ref.weight || typeof audit?.score !== 'number') continue;
    sum += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights ? sum / weights : 0;
}

async function seedOrigin(port: number, url: string, session: StoredSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate(seedStorage, session);
    await page.close();
  } finally {
    await browser.close();
  }
}
