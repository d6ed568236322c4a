import { expect, test } from '@playwright/test';
import { skipPreloader } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

test("/speakers reads 'line-up: Coming soon...' with its space", async ({ page }) => {
  await page.goto('/speakers');
  await expect(page.getByRole('main')).toContainText('The Launchpad 8 line-up: Coming soon...');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the style panel tab covers neither the content nor the open mobile menu', async ({ page }) => {
    await page.goto('/');
    const tab = page.getByRole('button', { name: 'Style options' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // The tab is neither on top at its place on screen nor anywhere on screen while the menu is open.
    const box = (await tab.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[data-style-panel]')),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(false);

    await page.keyboard.press('Escape');
    await tab.scrollIntoViewIfNeeded();
    const tabBox = (await tab.boundingBox())!;
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(tabBox.y).toBeGreaterThanOrEqual(footer.y + footer.height - 1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the mobile menu still opens and offers every page', async ({ page }) => {
      await page.goto('/about-us');
      await page.getByRole('link', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link')).toContainText(['Home', 'Speakers', 'Schedule', 'Our Sponsors', 'Contact']);
      await menu.getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/#Contact$/);
    });
  });
});
