import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession, reviewerSession } from './support/organiser.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';

test.describe.configure({ timeout: 90_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

test('the workspace has its own compact header, and at 1366x768 the deck and the first criterion need no scrolling', async ({
  page,
  request,
}) => {
  const tag = unique();
  const applicant = await applicantWithApplication(request, { name: `Ira ${tag}`, startupName: `Layout ${tag}` });
  const organiser = await organiserSession(request, 'workspace');
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  await expect(page.getByRole('heading', { name: `Layout ${tag}` })).toBeVisible();

  // No marketing chrome: no hero banner, top bar, public menu or newsletter footer.
  await expect(page.locator('.page-title, .topbar, .main-nav, footer')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Organiser workspace' });
  await expect(nav.getByRole('link')).toHaveText([
    'Applications',
    'Review queue',
    'Decisions',
    'Final',
    'Stats',
    'Settings',
    'Audit log',
    'Privacy requests',
  ]);
  await expect(nav.getByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/organiser/review');
  await expect(page.getByRole('banner').locator('[data-account-toggle]')).toBeVisible();

  const frame = page.locator('iframe[title^="Pitch deck"]');
  await expect(frame).toBeVisible();
  const deck = (await frame.boundingBox())!;
  const firstCriterion = (await page.locator('fieldset').first().boundingBox())!;
  // Enough of the deck to read its first slide, and the whole first criterion, above the fold.
  expect(768 - deck.y, 'visible height of the deck').toBeGreaterThanOrEqual(300);
  expect(firstCriterion.y + firstCriterion.height, 'bottom of the first criterion').toBeLessThanOrEqual(768);
  await expectNoAxeViolations(page);

  // Each tab opens a page titled and headed as the tab says.
  for (const name of [
    'Applications',
    'Review queue',
    'Decisions',
    'Final',
    'Stats',
    'Settings',
    'Audit log',
    'Privacy requests',
  ]) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(new RegExp(`^${name} · Organisers · `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('region', { name: 'For organisers only' })).toHaveCount(0);
  }
});

test('a reviewer is shown only the tabs they may use; a page for organisers says so, not an error, and asks the API nothing it refuses', async ({
  page,
  request,
}) => {
  const reviewer = await reviewerSession(request, 'tabs');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  await openAs(page, '/organiser/stats', reviewer);
  const nav = page.getByRole('navigation', { name: 'Organiser workspace' });
  await expect(nav.getByRole('link')).toHaveText(['Applications', 'Review queue', 'Stats']);
  await expect(page.getByRole('region', { name: 'For organisers only' })).toHaveCount(0);

  // Opened by their address, the others say whose they are and lead back to the reviewer's own work.
  for (const [path, name] of [
    ['/organiser/decisions', 'Decisions'],
    ['/organiser/final', 'Final'],
    ['/organiser/settings', 'Settings'],
    ['/organiser/audit', 'Audit log'],
    ['/organiser/privacy', 'Privacy requests'],
  ] as const) {
    await openAs(page, path, reviewer);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const notice = page.getByRole('region', { name: 'For organisers only' });
    await expect(notice).toContainText(
      'This page is for the organisers. As a reviewer, you work on the applications assigned to you.',
    );
    await expect(notice.getByRole('link', { name: 'Go to your review queue' })).toHaveAttribute(
      'href',
      '/organiser/review',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Only organisers can do this').filter({ visible: true })).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveText(['Applications', 'Review queue', 'Stats']);
    await expectNoAxeViolations(page);
    // The page's islands (the decisions and places, the final's stage, the audit log, the settings and templates) never hydrate for a
    // reviewer: once the page has loaded, idled and settled, not one call was refused.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    await page.waitForLoadState('networkidle');
    expect(refused, `refused on ${path}`).toEqual([]);
  }
  // Where passkeys are optional (this suite's server), Settings still offers a reviewer one, below the notice.
  await openAs(page, '/organiser/settings', reviewer);
  await expect(page.getByRole('heading', { name: 'Register a passkey' })).toBeVisible();
});

test('the list keeps its filters and sort in the address, so a reload or a shared link shows the same view', async ({
  page,
  request,
}) => {
  const tag = unique();
  await applicantWithApplication(request, { name: `Uma ${tag}`, startupName: `Shared ${tag}` });
  const organiser = await organiserSession(request, 'listAddress');
  await openAs(page, '/organiser', organiser);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('date-asc');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  // Defaults (sort by date) stay out of the address.
  await expect(page).toHaveURL(new RegExp(`/organiser\\?q=${tag}&order=asc$`));
  await expect(page.getByRole('row', { name: new RegExp(`Shared ${tag}`) })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'of 1 application' })).toHaveText('1–1 of 1 application');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date-asc');
  await expect(page.getByRole('row', { name: new RegExp(`Shared ${tag}`) })).toHaveCount(1);

  // A page past the end says so, and the pager leads back by keyboard.
  await openAs(page, `/organiser?q=${tag}&page=3`, organiser);
  await expect(page.getByRole('status').filter({ hasText: 'No applications on page 3' })).toBeVisible();
  await page.getByRole('button', { name: 'First' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/organiser\\?q=${tag}$`));
  await expect(page.getByRole('row', { name: new RegExp(`Shared ${tag}`) })).toHaveCount(1);

  // On a phone the list starts on the first screen, and the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 667 });
  await openAs(page, `/organiser?q=${tag}`, organiser);
  const first = page.getByRole('link', { name: `Shared ${tag}` });
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const link = (await first.boundingBox())!;
  expect(link.y + link.height, 'bottom of the first row’s startup').toBeLessThanOrEqual(667);
});
