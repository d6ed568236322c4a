import type { Route } from '@playwright/test';
import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { expect, test } from './support/portal.ts';
import { scrollUntilShown } from './support/islands.ts';

test.describe.configure({ timeout: 90_000 });

test('at 375 px the stats fit their panels and the funnel keeps its bars; answers read as words and links', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, {
    name: `Meera ${tag}`,
    startupName: `Café Connect ${tag}`,
    education: 'Doctorate (Ph.D./M.Phil)',
  });
  const organiser = await organiserSession(request, 'layout');
  await page.setViewportSize({ width: 375, height: 800 });

  await openAs(page, '/organiser/stats', organiser);
  await expect(page).toHaveTitle(/^Stats · Organisers · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stats');
  await expect(page.getByRole('heading', { name: 'By education' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Doctorate (Ph.D./M.Phil)' })).toBeVisible();
  // Stages as the forms name them.
  const byStage = page.locator('section').filter({ has: page.getByRole('heading', { name: 'By stage' }) });
  await expect(byStage.getByRole('rowheader', { name: 'MVP Ready', exact: true })).toBeVisible();
  await expect(byStage.getByText('MVP_READY')).toHaveCount(0);
  // Every table of the page fits inside its panel (the per-day table may scroll inside its own frame).
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('section table')]
      .filter((table) => !table.parentElement?.className.includes('tableWrap'))
      .filter(
        (table) => table.getBoundingClientRect().right > table.closest('section')!.getBoundingClientRect().right + 1,
      )
      .map((table) => table.closest('section')!.querySelector('h2')?.textContent),
  );
  expect(overflowing).toEqual([]);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
  // Each funnel bar is drawn with its count beside it, all within the screen.
  const bars = page.getByRole('list').filter({ hasText: 'Codes sent' }).getByRole('listitem');
  await expect(bars).toHaveCount(4);
  for (const bar of await bars.all()) {
    const fill = await bar.locator('[aria-hidden="true"] > span').boundingBox();
    expect(fill!.width).toBeGreaterThan(1);
    const value = await bar.locator('span').last().boundingBox();
    expect(value!.x + value!.width).toBeLessThanOrEqual(375);
  }

  // The application page shows codes in words and the video pitch as a link that opens a new tab.
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  await expect(page).toHaveTitle(new RegExp(`^Café Connect ${tag} · Application review · Organisers · `));
  const answers = page.getByRole('region', { name: 'Answers' });
  await expect(answers.getByText('MVP Ready', { exact: true })).toBeVisible();
  await expect(answers.getByText('MVP_READY', { exact: true })).toHaveCount(0);
  await expect(answers.getByText('No', { exact: true }).first()).toBeVisible();
  const video = answers.getByRole('link', { name: 'Watch the video pitch (opens in a new tab)' });
  await expect(video).toHaveAttribute('href', 'https://youtu.be/dQw4w9WgXcQ');
  await expect(video).toHaveAttribute('target', '_blank');
  await expect(video).toHaveAttribute('rel', 'noopener noreferrer');

  // Pitched by video alone, the deck's place says so and links the video, rather than "No files were attached".
  const byVideo = await applicantWithApplication(request, {
    name: `Kabir ${tag}`,
    startupName: `Dhwani ${tag}`,
    deck: false,
  });
  await openAs(page, `/organiser/application?id=${byVideo.submissionId}`, organiser);
  await expect(page.getByText('Video pitch:')).toBeVisible();
  await expect(page.getByText('No files were attached.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Watch the video pitch (opens in a new tab)' }).first()).toHaveAttribute(
    'href',
    'https://youtu.be/dQw4w9WgXcQ',
  );

  // Search finds the startup without its accent.
  await openAs(page, '/organiser', organiser);
  await expect(page).toHaveTitle(/^Applications · Organisers · /);
  await page.getByRole('searchbox', { name: 'Search' }).fill(`cafe connect ${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(`Café Connect ${tag}`) })).toHaveCount(1);
});

test('the export downloads with its buttons busy meanwhile; a refusal and a failed read are said on the page', async ({
  page,
  request,
}) => {
  const organiser = await organiserSession(request, 'layout');
  await openAs(page, '/organiser/stats', organiser);
  // The CSV is held until the test lets it through, so the busy buttons can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/organiser/export?format=csv', async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByRole('button', { name: 'Preparing…' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Download JSON' })).toHaveAttribute('aria-disabled', 'true');
  release();
  expect((await downloading).suggestedFilename()).toMatch(/^applications-.+\.csv$/);
  await expect(page.getByRole('button', { name: 'Download CSV' })).not.toHaveAttribute('aria-disabled');

  const busy = 'Two of your exports are still running. Please wait for one to finish.';
  await page.route('**/api/organiser/export?format=json', (route) =>
    route.fulfill({ status: 429, json: { message: busy } }),
  );
  await page.getByRole('button', { name: 'Download JSON' }).click();
  await expect(page.getByRole('status').filter({ hasText: busy })).toBeVisible();

  // A read that fails says so, instead of loading for good.
  const broken = (route: Route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } });
  await page.route('**/api/organiser/templates', broken);
  await openAs(page, '/organiser/settings', organiser);
  // The templates' island hydrates when scrolled to.
  await scrollUntilShown(
    page,
    page.getByRole('alert').filter({
      hasText: 'The decision messages could not be loaded: Something went wrong. Please try again.',
    }),
  );
  await page.route('**/api/organiser/submissions?*', broken);
  await openAs(page, '/organiser/decisions', organiser);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'The applications could not be loaded: Something went wrong. Please try again.',
    }),
  ).toBeVisible();
});
