import { expect, test, type Page } from '@playwright/test';
import { seedSession, waitForPreloader, type SeededUser } from './support/session.ts';
import { freezeClock } from './support/clock.ts';

const applyNow = (page: Page) => page.locator('#about').getByRole('button', { name: 'Apply Now' });
const modal = (page: Page) => page.getByRole('dialog', { name: 'Apply to Launchpad 8' });
const CAN_APPLY: SeededUser = { name: 'Asha Mehta', isProfileCompleted: true, isApplicationSubmitted: false };

test.describe('apply modal', () => {
  test('an anonymous visitor gets no apply button', async ({ page }) => {
    await page.goto('/');
    await waitForPreloader(page);
    await expect(page.locator('#about').getByRole('link', { name: 'More About Us' })).toBeVisible();
    await expect(applyNow(page)).toBeHidden();
  });

  for (const [who, user] of [
    ['a user whose profile is not completed', { name: 'Asha', isProfileCompleted: false }],
    ['a user who already applied', { name: 'Asha', isProfileCompleted: true, isApplicationSubmitted: true }],
  ] as const) {
    test(`${who} gets no apply button`, async ({ page }) => {
      await page.goto('/');
      await seedSession(page, user);
      await waitForPreloader(page);
      await expect(page.getByRole('button', { name: 'Asha' })).toBeVisible();
      await expect(applyNow(page)).toBeHidden();
    });
  }

  test('a completed profile without an application opens the modal and starts the application', async ({ page }) => {
    await page.goto('/');
    await seedSession(page, CAN_APPLY);
    await waitForPreloader(page);

    await applyNow(page).click();
    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'Who Can Apply',
      "What You'll Need",
      'What to Expect',
      'Key Dates',
    ]);
    await expect(dialog).toContainText('Early-stage founders and students');
    await expect(dialog).toContainText('About 15 minutes');
    await expect(dialog).toContainText('A pitch deck or a video pitch link (at least one of the two)');
    // The event's dates from content/site.json, the window's as the server holds it.
    await expect(dialog).toContainText('Grand Finale: 25 January 2027');
    await expect(dialog).toContainText('Applications open: 20 November 2026');
    await expect(dialog).toContainText('Apply by: 15 December 2026');

    await dialog.getByRole('link', { name: 'Start Application' }).click();
    await expect(page).toHaveURL(/\/application$/);
  });

  test('the modal shows 100 ms after the click and is gone 600 ms after closing', async ({ page }) => {
    await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
    await page.goto('/');
    await seedSession(page, CAN_APPLY);
    await page.clock.runFor(1_300);

    await applyNow(page).click();
    await page.clock.runFor(99);
    await expect(modal(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(modal(page)).toBeVisible();

    await page.clock.runFor(400);
    await modal(page).getByRole('button', { name: 'Close' }).click();
    await page.clock.runFor(599);
    await expect(modal(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(modal(page)).toBeHidden();
    await expect(applyNow(page)).toBeFocused();
  });

  test('Escape closes the modal', async ({ page }) => {
    await page.goto('/');
    await seedSession(page, CAN_APPLY);
    await waitForPreloader(page);
    await applyNow(page).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('other parts of the site can open it: by event, and by the /#apply address', async ({ page }) => {
    await page.goto('/');
    await seedSession(page, CAN_APPLY);
    await waitForPreloader(page);
    const claimed = await page.evaluate(
      () => !window.dispatchEvent(new Event('open-apply-modal', { cancelable: true })),
    );
    expect(claimed).toBe(true);
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('link', { name: 'Start Application' })).toHaveAttribute('href', '/application');

    await page.goto('/about-us');
    await page.goto('/#apply');
    await expect(modal(page)).toBeVisible();
  });

  test('opened for someone who cannot apply, it says what to do instead of Start Application', async ({ page }) => {
    await page.goto('/#apply');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('link', { name: 'Start Application' })).toBeHidden();
    await expect(modal(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
