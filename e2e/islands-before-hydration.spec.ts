import { expect, test } from '@playwright/test';
import gallery from '../content/gallery.json' with { type: 'json' };

/**
 * The islands are rendered to HTML at build time: with JavaScript off, a visitor (or a crawler) still
 * reads every countdown, slide and photo, in the place the hydrated island keeps them.
 */
test.use({ javaScriptEnabled: false });

const units = /\d{2}\s*Days\s*\d{2}\s*Hours\s*\d{2}\s*Minutes\s*\d{2}\s*Seconds/;

test('the home page holds the countdown, both banner slides, the testimonials and the photos', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('timer', { name: 'GET READY' })).toHaveText(units);
  const banner = page.getByRole('region', { name: 'Event highlights' });
  await expect(banner.getByRole('group', { name: '1 of 2' })).toContainText('5000 Seats');
  await expect(banner.locator('.swiper-slide')).toHaveCount(2);
  await expect(banner.locator('.swiper-slide').nth(1)).toContainText('4000 Seats');
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await expect(testimonials.getByRole('group', { name: /^1 of / })).toContainText('Sanya Lodha');
  await expect(page.locator('#home-gallery').getByRole('link')).toHaveCount(6);
});

test('the variants hold their countdown, the partner logos and the gallery strip', async ({ page }) => {
  await page.goto('/home-3');
  await expect(page.getByRole('timer', { name: 'GET READY' })).toHaveText(units);
  await expect(page.getByRole('region', { name: 'Partner logos' }).getByRole('img')).toHaveCount(12);

  await page.goto('/home-5');
  await expect(page.getByRole('region', { name: 'Event photos' }).getByRole('img')).toHaveText(
    Array.from({ length: 6 }, () => ''),
  );
  await expect(page.getByRole('region', { name: 'Event photos' }).getByRole('img').first()).toHaveAttribute(
    'alt',
    gallery[0]!.alt,
  );
});

test('/coming-soon holds its countdown and /gallery its nine photos', async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(page.getByRole('timer', { name: /coming soon/ })).toHaveText(units);
  await page.goto('/gallery');
  await expect(page.getByRole('main').getByRole('link', { name: gallery[0]!.alt })).toBeVisible();
  await expect(page.locator('.gallery-grid').getByRole('link')).toHaveCount(9);
});

test('no island is left to the browser to render: each one comes with its HTML', async ({ page }) => {
  for (const path of ['/', '/home-2', '/home-3', '/home-4', '/home-5', '/coming-soon', '/gallery']) {
    await page.goto(path);
    const islands = page.locator('astro-island');
    expect(await islands.count(), path).toBeGreaterThan(0);
    for (const island of await islands.all()) {
      await expect(island, path).toHaveAttribute('ssr', '');
      await expect(island.locator(':scope > *').first(), path).toBeAttached();
    }
  }
});
