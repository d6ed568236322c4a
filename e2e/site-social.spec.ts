import { expect, test } from '@playwright/test';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

for (const { path, card } of [
  { path: '/blog-single/1', card: '/og/post-1.png' },
  { path: '/speakers-detail/3', card: '/og/speaker-3.png' },
  { path: '/event-detail/2/4', card: '/og/session-2-4.png' },
]) {
  test(`${path} shares its own 1200x630 card`, async ({ page, request }) => {
    await page.goto(path);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(ogImage!).pathname).toBe(card);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', ogImage!);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const response = await request.get(card);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });
}
