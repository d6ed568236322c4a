import { expect, test } from '@playwright/test';
import gallery from '../content/gallery.json' with { type: 'json' };
import { islandHydrated } from './support/islands.ts';
import { skipPreloader } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

test('the home gallery opens its six photos in the shared lightbox and reopens from the address', async ({ page }) => {
  await page.goto('/');
  // Until the island hydrates (when scrolled to), a photo link opens the picture in a new tab.
  const grid = page.locator('#home-gallery .gallery-grid');
  await expect(grid.locator('xpath=ancestor-or-self::astro-island[1]')).toHaveAttribute('ssr', '');
  await grid.scrollIntoViewIfNeeded();
  await islandHydrated(grid);
  await page.locator('#home-gallery').getByRole('link', { name: gallery[2]!.alt }).click();

  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.pswp__counter')).toHaveText('3 / 6');
  await expect(page).toHaveURL(/\/#&gid=home&pid=3$/);

  await page.goto('/#&gid=home&pid=5');
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Photo viewer' }).locator('.pswp__counter')).toHaveText('5 / 6');
});
