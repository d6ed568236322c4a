import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGE_ROUTES } from './support/pages-routes.ts';
import { skipPreloader } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  // The start-up preloader covers the page for 1.2 s; it is the chrome's and tested there.
  await skipPreloader(page);
  // Picture bytes change nothing this test checks (alt text and sizes are in the markup); skipping
  // them keeps 56 pages quick.
  await page.route(/\.(webp|avif|jpe?g|png)$/, (route) => route.fulfill({ status: 204 }));
});

for (const route of PAGE_ROUTES) {
  test(`${route.path} shows "${route.h1}" and passes an accessibility scan`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(
      page.getByRole('main').getByRole('heading', { name: route.headline, exact: true }).first(),
    ).toBeVisible();

    const scan = new AxeBuilder({ page });
    const { violations } = await (route.repeat ? scan.include('main') : scan).analyze();
    const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}
