import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { skipPreloader } from './support/session.ts';
import { islandHydrated } from './support/islands.ts';
import { expectNoAxeViolations } from './support/portal.ts';

const star = (page: Page, title: string) => page.getByRole('button', { name: `Keep "${title}" in my agenda` });

/** The star, scrolled to and hydrated (it hydrates when visible). */
async function readyStar(page: Page, title: string) {
  const button = star(page, title);
  await button.scrollIntoViewIfNeeded();
  await islandHydrated(button);
  return button;
}

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

test('starred sessions are listed on /my-agenda in time order, clashes flagged, and exported as one .ics', async ({
  page,
}) => {
  await page.goto('/event-detail/2/2');
  await (await readyStar(page, 'From Side Project to Startup')).click();
  await expect(star(page, 'From Side Project to Startup')).toHaveAttribute('aria-pressed', 'true');

  // On the schedule, by keyboard: the star of a session in the first day's tab.
  await page.goto('/schedule');
  await expect(await readyStar(page, 'From Side Project to Startup')).toHaveAttribute('aria-pressed', 'true');
  await (await readyStar(page, 'Fundraising Office Hours')).focus();
  await page.keyboard.press('Space');
  await (await readyStar(page, 'Opening Keynote: Why Ideas Need a Launchpad')).focus();
  await page.keyboard.press('Enter');
  await expect(star(page, 'Opening Keynote: Why Ideas Need a Launchpad')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my-agenda');
  const titles = page.locator('.my-agenda__title');
  await expect(titles).toHaveText([
    'Opening Keynote: Why Ideas Need a Launchpad',
    'From Side Project to Startup',
    'Fundraising Office Hours',
  ]);
  await expect(
    page.getByText('Clash: "From Side Project to Startup" and "Fundraising Office Hours" overlap.'),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Fundraising Office Hours' })).toContainText(
    'Day 01 · 23 January 2027 · 10:30 AM – 11:30 AM · Studio B',
  );

  // Export and Remove by keyboard: native buttons, reached with Tab and pressed with Enter or Space.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my agenda (.ics)' }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-agenda.ics');
  const ics = (await readFile((await file.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(ics).toContain('\r\nUID:session-2-2@');
  expect(ics).toContain('\r\nSUMMARY:From Side Project to Startup\r\n');
  expect(ics).toContain('\r\nDTSTART:20270123T153000Z\r\n');

  await page.getByRole('button', { name: 'Remove "From Side Project to Startup" from my agenda' }).focus();
  await page.keyboard.press('Space');
  await expect(titles).toHaveText(['Opening Keynote: Why Ideas Need a Launchpad', 'Fundraising Office Hours']);
  await expect(page.getByText(/^Clash:/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove "Fundraising Office Hours" from my agenda' }).focus();
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText(['Opening Keynote: Why Ideas Need a Launchpad']);
});

test('the agenda stays in step across tabs', async ({ page, context }) => {
  await page.goto('/event-detail/2/1');
  const other = await context.newPage();
  await other.goto('/my-agenda');
  await expect(other.getByText('No sessions in your agenda yet.')).toBeVisible();

  await (await readyStar(page, 'Opening Keynote: Why Ideas Need a Launchpad')).click();
  await expect(other.locator('.my-agenda__title')).toHaveText(['Opening Keynote: Why Ideas Need a Launchpad']);

  await other
    .getByRole('button', { name: 'Remove "Opening Keynote: Why Ideas Need a Launchpad" from my agenda' })
    .click();
  await expect(star(page, 'Opening Keynote: Why Ideas Need a Launchpad')).toHaveAttribute('aria-pressed', 'false');
});

for (const direction of ['ltr', 'rtl']) {
  test(`/my-agenda with sessions and a clash has no axe violations (${direction})`, async ({ page }) => {
    await page.addInitScript(
      ([dir]) => {
        localStorage.setItem('direction', dir!);
        localStorage.setItem('agenda', JSON.stringify(['2-2', '2-4']));
      },
      [direction],
    );
    await page.goto('/my-agenda');
    await expect(page.locator('.my-agenda__title')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
}
