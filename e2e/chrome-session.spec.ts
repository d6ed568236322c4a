import { expect, test } from '@playwright/test';
import { seedSession, storedKeys, waitForPreloader } from './support/session.ts';

const header = (page: import('@playwright/test').Page) => page.getByRole('banner');

test.describe('site chrome: session state in the header', () => {
  test('an anonymous visitor sees Sign In and no account menu', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.locator('[data-account-toggle]')).toBeHidden();
  });

  test('a stored user with a name gets a menu labelled with the name, with Profile', async ({ page }) => {
    await page.goto('/');
    await seedSession(page, { name: 'Asha Mehta', isProfileCompleted: true });
    await waitForPreloader(page);

    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Asha Mehta' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#account-menu-list');
    await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Complete Profile' })).toBeHidden();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a signed-in applicant is not offered Register Now; staff are labelled by their role', async ({ page }) => {
    await page.goto('/contact');
    await seedSession(page, { name: 'Asha Mehta', isProfileCompleted: true });
    await waitForPreloader(page);
    await expect(page.getByRole('link', { name: 'Register Now' })).toBeHidden();

    await seedSession(page, { role: 'REVIEWER' });
    await waitForPreloader(page);
    await expect(header(page).getByRole('button', { name: 'Reviewer' })).toBeVisible();
    await expect(page.getByText('Complete your Profile')).toHaveCount(0);
  });

  test('a stored user without a name gets "Complete  your Profile" with Complete Profile', async ({ page }) => {
    await page.goto('/');
    await seedSession(page, { isProfileCompleted: false });
    await waitForPreloader(page);

    const label = page.locator('[data-account-toggle] [data-account-label]');
    // Two spaces, exactly as the spec writes it, and kept on screen.
    expect(await label.textContent()).toBe('Complete  your Profile');
    expect(await label.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    await page.locator('[data-account-toggle]').click();
    const menu = page.locator('#account-menu-list');
    await expect(menu.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/complete-profile');
    await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toBeHidden();
  });

  test('on a phone the menu names the signed-in user above Profile and Logout', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await seedSession(page, { name: 'Asha Mehta', isProfileCompleted: true });
    await waitForPreloader(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByText('Asha Mehta', { exact: true })).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/profile');
    await expect(mobile.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Join Us' })).toBeHidden();
  });

  // From 1200 px it fits on one line; at 992 px, the narrowest desktop header, it wraps rather than being cut.
  for (const width of [992, 1200, 1440, 1920]) {
    test(`"Complete  your Profile" shows whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await seedSession(page, { isProfileCompleted: false });
      await waitForPreloader(page);
      const label = page.locator('[data-account-toggle] [data-account-label]');
      await expect(label).toBeVisible();
      const shape = await label.evaluate((el) => ({
        text: el.textContent,
        clipped: el.scrollWidth > el.clientWidth,
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(shape.text).toBe('Complete  your Profile');
      expect(shape.clipped).toBe(false);
      if (width >= 1200) expect(shape.height).toBeLessThan(shape.lineHeight * 1.5);
      // The menu stays inside the viewport.
      const toggle = (await page.locator('[data-account-toggle]').boundingBox())!;
      expect(toggle.x + toggle.width).toBeLessThanOrEqual(width);
    });
  }

  test('the account dropdown closes when focus leaves it', async ({ page }) => {
    await page.goto('/');
    await seedSession(page, { name: 'Asha Mehta', isProfileCompleted: true });
    await waitForPreloader(page);
    const toggle = page.getByRole('button', { name: 'Asha Mehta' });
    const list = page.locator('#account-menu-list');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    // Through its entries, still open; one Tab past Logout, closed.
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Profile', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('button', { name: 'Logout' })).toBeFocused();
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Shift+Tab back out of the toggle closes it too.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(list).toBeHidden();
  });

  test('logout clears token, user and draft, toasts on / and shows Sign In again', async ({ page }) => {
    await page.goto('/contact');
    await page.evaluate(() => localStorage.setItem('applicationFormData', JSON.stringify({ startupName: 'X' })));
    await seedSession(page, { name: 'Asha Mehta', isProfileCompleted: true });
    await waitForPreloader(page);
    const storageUpdates = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          window.addEventListener('storageUpdate', () => resolve(true), { once: true });
        }),
    );

    await page.getByRole('button', { name: 'Asha Mehta' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();

    expect(await storageUpdates).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Logged out successfully' })).toBeVisible();
    expect(await storedKeys(page)).toEqual({ token: null, user: null, applicationFormData: null });
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('two tabs stay in sync: signing out in one updates the other', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/');
    await seedSession(first, { name: 'Ravi Shah', isProfileCompleted: true });
    const second = await context.newPage();
    await second.goto('/about-us');
    await waitForPreloader(second);
    await expect(second.getByRole('button', { name: 'Ravi Shah' })).toBeVisible();

    await waitForPreloader(first);
    await first.getByRole('button', { name: 'Ravi Shah' }).click();
    await first.getByRole('button', { name: 'Logout' }).click();

    await expect(second.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Ravi Shah' })).toBeHidden();
  });

  test('signing in in one tab shows the account menu in the other', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/');
    const second = await context.newPage();
    await second.goto('/');
    await waitForPreloader(second);
    await expect(second.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await first.evaluate(() => {
      localStorage.setItem('token', 't');
      localStorage.setItem('user', JSON.stringify({ name: 'Meera Jain' }));
    });

    await expect(second.getByRole('button', { name: 'Meera Jain' })).toBeVisible();
    await expect(second.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
  });
});
