import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seedSession, waitForPreloader } from './support/session.ts';

test.describe('home pages accessibility', () => {
  // The home pages are the largest documents of the site; a full axe scan of one took over 30 s on a
  // busy two-core CI machine, so these scans get triple the usual time.
  test.slow();

  for (const path of ['/', '/home-2', '/home-3', '/home-4', '/home-5']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForPreloader(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations).toEqual([]);
    });
  }

  test('/ in right-to-left with the apply modal open has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('direction', 'rtl'));
    await seedSession(page, { name: 'Asha Mehta', isProfileCompleted: true });
    await waitForPreloader(page);
    await page.locator('#about').getByRole('button', { name: 'Apply Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Apply to Launchpad 8' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});
