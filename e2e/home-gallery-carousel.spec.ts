import { expect, test, type Page } from '@playwright/test';
import gallery from '../content/gallery.json' with { type: 'json' };
import { freezeClock } from './support/clock.ts';
import { islandHydrated } from './support/islands.ts';
import { skipPreloader } from './support/session.ts';

const strip = (page: Page) => page.getByRole('region', { name: 'Event photos' });

/** Alt texts of the photos wholly inside the strip's frame, left to right (read in one round trip to the page). */
function photosInView(page: Page): Promise<string[]> {
  return strip(page).evaluate((root) => {
    const frame = root.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLImageElement>('img[alt]:not([alt=""])')]
      .map((photo) => ({ box: photo.getBoundingClientRect(), alt: photo.alt }))
      .filter(({ box }) => box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map((photo) => photo.alt);
  });
}

/**
 * Moves the frozen clock on `stepMs` at a time until the strip shows `shown`: a slide's transition runs in real time
 * and the loop's rearrangement after it on the page's timers, so one jump can land before either has ended.
 */
async function runClockUntilShown(page: Page, shown: string[], stepMs: number, timeout: number) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return photosInView(page);
      },
      { intervals: [50], timeout },
    )
    .toEqual(shown);
}

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

test('/home-5 shows the first six photos as a carousel, five at a time on a wide window, then 3 and 1', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The clock stands still: on a busy machine the 5000 ms autoplay stepped on before the first look.
  await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
  await page.goto('/home-5');
  await page.clock.runFor(100);
  await strip(page).scrollIntoViewIfNeeded();
  await islandHydrated(strip(page));
  await expect(strip(page).getByRole('link')).toHaveCount(6);
  await expect.poll(() => photosInView(page)).toEqual(gallery.slice(0, 5).map((photo) => photo.alt));

  for (const [width, count] of [
    [800, 3],
    [375, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(async () => (await photosInView(page)).length, { message: `${width} px` }).toBe(count);
  }
});

test('the gallery carousel steps on every 5000 ms', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
  await page.goto('/home-5');
  // The island hydrates when the browser is idle, which the frozen clock only reaches when it runs.
  await page.clock.runFor(100);
  await islandHydrated(strip(page));
  await strip(page).scrollIntoViewIfNeeded();
  await expect.poll(() => photosInView(page)).toEqual(gallery.slice(0, 3).map((photo) => photo.alt));

  await page.clock.runFor(4_800);
  expect(await photosInView(page)).toEqual(gallery.slice(0, 3).map((photo) => photo.alt));
  await page.clock.runFor(300);
  await runClockUntilShown(
    page,
    gallery.slice(1, 4).map((photo) => photo.alt),
    100,
    10_000,
  );
});

test('a photo of the carousel opens in the lightbox with its place in the address', async ({ page }) => {
  await page.goto('/home-5');
  await islandHydrated(strip(page));
  await strip(page).getByRole('link', { name: gallery[1]!.alt }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer.locator('.pswp__counter')).toHaveText('2 / 6');
  await expect(page).toHaveURL(/\/home-5#&gid=home&pid=2$/);
});

test('the gallery carousel loops on past the last photo instead of rewinding, and each photo keeps its number', async ({
  page,
}) => {
  // Five steps of 5 s, each ending on a clock moved on a quarter second at a time.
  test.setTimeout(60_000);
  const alts = (...indexes: number[]) => indexes.map((i) => gallery[i]!.alt);
  await page.setViewportSize({ width: 800, height: 900 });
  await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
  await page.goto('/home-5');
  await page.clock.runFor(100);
  await islandHydrated(strip(page));
  await strip(page).scrollIntoViewIfNeeded();
  await expect.poll(() => photosInView(page)).toEqual(alts(0, 1, 2));
  // Three at a time of six: the fourth step shows the last two and then the first again, where a rewind
  // would jump back to the start.
  // Each step is timed from the end of the last slide's transition, which runs in real time: the frozen clock moves
  // most of the way, then on in small steps until the next photos show (one 5,400 ms jump, taken before a slow
  // transition had ended, left the next step unscheduled).
  for (const shown of [alts(1, 2, 3), alts(2, 3, 4), alts(3, 4, 5), alts(4, 5, 0), alts(5, 0, 1)]) {
    await page.clock.runFor(4_500);
    await runClockUntilShown(page, shown, 250, 20_000);
  }
  // Opened from where the loop has moved it, the first photo is still photo 1 of 6.
  await page.clock.resume();
  await strip(page).getByRole('link', { name: gallery[0]!.alt }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer.locator('.pswp__counter')).toHaveText('1 / 6');
  await expect(page).toHaveURL(/\/home-5#&gid=home&pid=1$/);
});
