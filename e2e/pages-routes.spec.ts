import { expect, test, type Page } from '@playwright/test';
import { axeScan } from './support/axe.ts';
import { PAGE_ROUTES, type PageRoute } from './support/pages-routes.ts';
import { skipPreloader } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  // The start-up preloader covers the page for 1.2 s; it is the chrome's and tested there.
  await skipPreloader(page);
  // Picture bytes change nothing this test checks (alt text and sizes are in the markup); skipping
  // them keeps 56 pages quick.
  await page.route(/\.(webp|avif|jpe?g|png)$/, (route) => route.fulfill({ status: 204 }));
});

/** axe's violations on the page, one line each; a repeated template's chrome is scanned on its first page only. */
async function axeViolations(page: Page, route: PageRoute): Promise<string[]> {
  const scan = axeScan(page);
  const { violations } = await (route.repeat ? scan.include('main') : scan).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const route of PAGE_ROUTES) {
  test(`${route.path} shows "${route.h1}" and passes an accessibility scan`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(
      page.getByRole('main').getByRole('heading', { name: route.headline, exact: true }).first(),
    ).toBeVisible();
    expect(await axeViolations(page, route)).toEqual([]);
  });
}

// Each template's first page laid out right to left (the style panel's direction, kept in localStorage), scanned
// again: mirrored layouts and bidirectional text are where contrast, overlap and reading-order faults hide. A repeat
// page is its template's layout around content its own left-to-right scan has already covered, so a second scan of
// it (1-2 s each, 42 pages) would find nothing new.
for (const route of PAGE_ROUTES.filter((r) => !r.repeat)) {
  test(`${route.path} passes an accessibility scan right to left`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('direction', 'rtl'));
    await page.goto(route.path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    expect(await axeViolations(page, route)).toEqual([]);
  });
}
