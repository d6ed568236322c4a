import { expect, test } from '@playwright/test';
import speakers from '../content/speakers.json' with { type: 'json' };
import schedule from '../content/schedule.json' with { type: 'json' };
import { skipPreloader } from './support/session.ts';

/**
 * Detail pages match their ids by integer parsing (docs/spec.md): a padded or slash-ended id reaches the same
 * page at its canonical address. The redirect is the not-found page's, so any static host that serves
 * 404.html does the same as `npm start`.
 */
test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

const firstSession = (schedule as { id: number; tabData?: { id: number; title: string }[] }[]).find(
  (day) => day.id === 2,
)!.tabData![0]!;

for (const path of ['/speakers-detail/01', '/speakers-detail/001', '/speakers-detail/1/']) {
  test(`${path} shows speaker 1`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/speakers-detail\/1\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: speakers[0]!.name })).toBeVisible();
  });
}

test('/blog-single/007 shows post 7 and /event-detail/02/01 its session', async ({ page }) => {
  await page.goto('/blog-single/007');
  await expect(page).toHaveURL(/\/blog-single\/7$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Building an MVP in Six Weeks' })).toBeVisible();

  await page.goto(`/event-detail/02/0${firstSession.id}`);
  await expect(page).toHaveURL(new RegExp(`/event-detail/2/${firstSession.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: firstSession.title })).toBeVisible();
});

test('an id that is no integer, or names nothing, stays not found', async ({ page }) => {
  for (const path of ['/speakers-detail/1a', '/speakers-detail/099']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Sorry, the page you are looking for does not exist')).toBeVisible();
  }
  await expect(page).toHaveURL(/\/speakers-detail\/99$/);
});
