import { expect, test, type Page } from '@playwright/test';
import { FIRST_FLIGHT_BUDGET_BYTES, measureFirstFlight } from '../scripts/bench/first-flight.ts';
import { skipPreloader } from './support/session.ts';

test('the home page and the CSS it waits for fit the first round trip', async () => {
  const flight = await measureFirstFlight('dist', '/');
  expect(flight.stylesheets).toEqual([]);
  expect(flight.total).toBeLessThanOrEqual(FIRST_FLIGHT_BUDGET_BYTES);
});

/** Where the first screen's parts sit: the header, its menu, the banner's slide, title and button, the countdown. */
async function firstScreenLayout(page: Page) {
  const parts = ['.site-header', '.main-nav', '.banner', '.banner__title', '.banner__cta', '.countdown-band'];
  return Promise.all(parts.map(async (part) => [part, await page.locator(part).first().boundingBox()]));
}

test('the first screen is laid out by the inline CSS alone, as with every stylesheet', async ({ page }) => {
  await skipPreloader(page);
  await page.goto('/');
  const styled = await firstScreenLayout(page);
  await page.route('**/_astro/*.css', (route) => route.abort());
  await page.reload();
  expect(await firstScreenLayout(page)).toEqual(styled);
});
