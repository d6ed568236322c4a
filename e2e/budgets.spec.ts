import { expect, test } from '@playwright/test';
import { measureJsAtLoad } from '../scripts/bench/measure-js.ts';
import { measureFirstSearch, SEARCH_FIRST_QUERY_BUDGET_BYTES } from '../scripts/bench/measure-search.ts';
import { BENCH_PAGES, JS_BUDGET_BYTES, type Visitor } from '../scripts/bench/site-pages.ts';
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

async function sessionOf(visitor: Visitor, request: Parameters<typeof signInThroughApi>[0]) {
  switch (visitor) {
    case 'anonymous':
      return undefined;
    case 'new-user':
      return signInThroughApi(request);
    case 'profile-completed':
      return completeProfileThroughApi(request, await signInThroughApi(request));
    case 'organiser':
      return seededSession(request, seededOrganiser('budgets'));
  }
}
