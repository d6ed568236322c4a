import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** The first query's download may not exceed this (docs/budgets.md). */
export const SEARCH_FIRST_QUERY_BUDGET_BYTES = 100 * 1024;

/**
 * Gzip bytes of everything the site search downloads for a visitor's first query: open the header's
 * popup on `url`, focus the input, type `query` and wait until its results are listed and the network is
 * idle. Sizes are of the raw bodies gzipped at level 9, as for the pages' JavaScript.
 */
export async function measureFirstSearch(
  browser: Browser,
  url: string,
  query: string,
): Promise<{ bytes: number; files: string[]; results: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (response) => {
    if (response.ok())
      bodies.set(
        response.url(),
        response.body().catch(() => undefined),
      );
  });
  await page.getByRole('button', { name: 'Search' }).first().click();
  const input = page.getByRole('combobox', { name: 'Search the site' });
  await input.focus();
  await input.pressSequentially(query);
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  const results = await page.getByRole('option').count();
  let bytes = 0;
  for (const body of bodies.values()) {
    const raw = await body;
    if (raw) bytes += gzipSync(raw, { level: 9 }).length;
  }
  await context.close();
  return { bytes, files: [...bodies.keys()].map((u) => new URL(u).pathname), results };
}
