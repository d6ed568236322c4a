import { expect, test } from '@playwright/test';
import { axeScan } from './support/axe.ts';
import { seedSession, waitForPreloader } from './support/session.ts';

test.describe('home pages accessibility', () => {
  // The home pages are the largest documents of the site; a full axe scan of one took over 30 s on a
  // busy two-core CI machine, so these scans get triple the usual time.
  test.slow();

  for (const path of ['/', '/home-2', '/home-3', '/home-4', '/home-5']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForPreloader(page);
      const { violations } = await axeScan(page).analyze();
      expect(violations).toEqual([]);
    });
  }

  test('/ at 1280 px: the event information tabs, selected and not, have no axe violations at any moment', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForPreloader(page);
    // Animations held where they start, as on a machine too busy to run them: the colours of every state must pass
    // from its first frame (the tabs' styles arrive with the deferred stylesheet, after the first paint).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    const tabs = page.getByRole('tablist', { name: 'Event information' });
    await tabs.scrollIntoViewIfNeeded();
    const scan = async () => (await axeScan(page).include('[aria-label="Event information"]').analyze()).violations;
    await expect(tabs.getByRole('tab', { name: 'Time' })).toHaveAttribute('aria-selected', 'true');
    expect(await scan()).toEqual([]);
    await tabs.getByRole('tab', { name: 'Venue' }).click();
    await expect(tabs.getByRole('tab', { name: 'Time' })).toHaveAttribute('aria-selected', 'false');
    expect(await scan()).toEqual([]);
  });

  test('/ in right-to-left with the apply modal open has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('direction', 'rtl'));
    await seedSession(page, { name: 'Asha Mehta', isProfileCompleted: true });
    await waitForPreloader(page);
    await page.locator('#about').getByRole('button', { name: 'Apply Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Apply to Launchpad 8' })).toBeVisible();
    const { violations } = await axeScan(page).analyze();
    expect(violations).toEqual([]);
  });
});
