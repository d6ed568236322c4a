import { expect, test, type Page } from '@playwright/test';

/** Resolves once the service worker controls the page and has kept the page itself. */
async function keptOffline(page: Page, path: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() => page.evaluate(async (kept) => Boolean(await caches.match(kept, { ignoreSearch: true })), path))
    .toBe(true);
}

test('/schedule reloads without a network, saying it is an offline copy and from when', async ({ page, context }) => {
  await page.goto('/schedule');
  await keptOffline(page, '/schedule');

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline copy from \d{1,2} \w{3}, \d\d:\d\d$/ }),
  ).toBeVisible();
  // Not only laid out: on top, where a visitor sees it (nothing of the page covers its middle).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const box = document.querySelector('.offline-copy')!.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return Boolean(top?.closest('.offline-copy'));
      }),
    )
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.locator('.session-card').first()).toBeVisible();
  await context.setOffline(false);
});

test('online, the event pages come from the network, without the offline line', async ({ page }) => {
  await page.goto('/faqs');
  await keptOffline(page, '/faqs');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  await expect(page.getByText(/Offline copy from/)).toHaveCount(0);
});

test('sign-in, the portal, the workspace and the API are never kept', async ({ page, context }) => {
  await page.goto('/schedule');
  await keptOffline(page, '/schedule');
  for (const path of ['/login', '/profile', '/organiser']) await page.goto(path);
  await page.goto('/schedule');
  await page.evaluate(() => fetch('/api/application-window').then((response) => response.text()));

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/schedule');
  expect(kept.filter((path) => /^\/(api|login|profile|application|invite|organiser)\b/.test(path))).toEqual([]);

  await context.setOffline(true);
  await expect(page.goto('/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});

test('the manifest lets the event be added to a home screen, opening the schedule', async ({ page, request }) => {
  await page.goto('/schedule');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'Launchpad 8', start_url: '/schedule', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
});
