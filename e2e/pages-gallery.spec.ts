import { expect, test, type Page } from '@playwright/test';
import gallery from '../content/gallery.json' with { type: 'json' };
import { skipPreloader } from './support/session.ts';

/** The lightbox as a visitor meets it. */
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });
const counter = (page: Page) => viewer(page).locator('.pswp__counter');
/** The photo on screen (PhotoSwipe hides the neighbours it preloads from assistive tech). */
const shownPhoto = (page: Page, alt: string) =>
  viewer(page).locator('.pswp__item[aria-hidden="false"]').getByRole('img', { name: alt, exact: true });
/** Horizontal offset of the photo on screen, read from PhotoSwipe's transform. */
const photoOffsetX = (page: Page) =>
  viewer(page)
    .locator('.pswp__item[aria-hidden="false"] .pswp__zoom-wrap')
    .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);

test.beforeEach(async ({ page }) => {
  // Skip the start-up preloader; it is the chrome's business and is tested there.
  await skipPreloader(page);
});

test('a photo opens in the lightbox, zooms, pans, steps with looping and closes', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/gallery');
  await page.getByRole('link', { name: gallery[0]!.alt }).click();

  await expect(viewer(page)).toBeVisible();
  await expect(counter(page)).toHaveText('1 / 9');
  await expect(shownPhoto(page, gallery[0]!.alt)).toBeVisible();
  await expect(page).toHaveURL(/\/gallery#&gid=1&pid=1$/);

  const download = viewer(page).getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('download', '');
  await expect(download).toHaveAttribute('href', /\/_astro\/gallery-01\..*\.webp$/);

  await viewer(page).getByRole('button', { name: 'Zoom' }).click();
  await expect(viewer(page)).toHaveClass(/pswp--zoomed-in/);
  // Zoomed in, the arrow keys pan the photo by the spec's 80 px step instead of changing photo.
  // The 333 ms zoom animation has settled once two readings in a row agree.
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const [last, now] = [previous, (previous = await photoOffsetX(page))];
      return !Number.isNaN(now) && now === last;
    })
    .toBe(true);
  const before = previous;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => photoOffsetX(page)).toBeCloseTo(before + 80, 0);
  await expect(counter(page)).toHaveText('1 / 9');
  await viewer(page).getByRole('button', { name: 'Zoom' }).click();
  await expect(viewer(page)).not.toHaveClass(/pswp--zoomed-in/);

  await viewer(page).getByRole('button', { name: 'Next' }).click();
  await expect(counter(page)).toHaveText('2 / 9');
  await expect(page).toHaveURL(/#&gid=1&pid=2$/);
  await expect(download).toHaveAttribute('href', /gallery-02\./);

  // Looping: back past the first photo lands on the last one of the page.
  await viewer(page).getByRole('button', { name: 'Previous' }).click();
  await viewer(page).getByRole('button', { name: 'Previous' }).click();
  await expect(counter(page)).toHaveText('9 / 9');
  await expect(page).toHaveURL(/#&gid=1&pid=9$/);

  await viewer(page).getByRole('button', { name: 'Close' }).click();
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/gallery$/);
});

test('an address with the gallery hash reopens that photo, and Back closes it again', async ({ page }) => {
  await page.goto('/gallery#&gid=1&pid=3');
  await expect(viewer(page)).toBeVisible();
  await expect(counter(page)).toHaveText('3 / 9');
  await expect(shownPhoto(page, gallery[2]!.alt)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/gallery$/);

  // Opened by a click, the photo is a history entry of its own: Back closes it and stays on the page.
  await page.goto('/gallery/2');
  await page.getByRole('link', { name: gallery[9]!.alt }).click();
  await expect(page).toHaveURL(/\/gallery\/2#&gid=1&pid=1$/);
  await page.goBack();
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/gallery\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
});

test('a hash naming another gallery or a missing photo opens nothing', async ({ page }) => {
  await page.goto('/gallery#&gid=2&pid=1');
  await page.goto('/gallery#&gid=1&pid=10');
  await expect(page.getByRole('link', { name: gallery[0]!.alt })).toBeVisible();
  await expect(viewer(page)).toHaveCount(0);
});

test("PhotoSwipe's core is fetched only when a photo opens", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/gallery', { waitUntil: 'networkidle' });
  const atLoad = scripts.length;
  await page.getByRole('link', { name: gallery[0]!.alt }).click();
  await expect(viewer(page)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(atLoad);
});

test('a photo that fails to load says so', async ({ page }) => {
  await page.goto('/gallery');
  const link = page.getByRole('link', { name: gallery[1]!.alt });
  const fullSize = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await page.route(`**${fullSize}`, (route) => route.abort());
  await link.click();
  await expect(viewer(page).getByText('The image cannot be loaded')).toBeVisible();
});
