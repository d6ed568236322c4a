import { expect, test } from '@playwright/test';
import { waitForPreloader } from './support/session.ts';

test.describe('site chrome: style panel, search and newsletter', () => {
  test('the style panel switches to boxed RTL and keeps it across a reload', async ({ page }) => {
    await page.goto('/');
    await waitForPreloader(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');

    await page.getByRole('button', { name: 'Style options' }).click();
    await page.getByRole('button', { name: 'Boxed' }).click();
    await page.getByRole('button', { name: 'RTL' }).click();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveClass(/\bboxed\b/);

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveClass(/\bboxed\b/);
    await page.getByRole('button', { name: 'Style options' }).click();
    await expect(page.getByRole('button', { name: 'RTL' })).toHaveAttribute('aria-pressed', 'true');

    // RTL mirrors the layout: the brand sits on the right-hand side of the header.
    const brand = await page.getByRole('link', { name: /home$/ }).first().boundingBox();
    const viewport = page.viewportSize()!;
    expect(brand!.x).toBeGreaterThan(viewport.width / 2);

    await page.getByRole('button', { name: 'Full Width' }).click();
    await page.getByRole('button', { name: 'LTR' }).click();
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).not.toHaveClass(/\bboxed\b/);
  });

  test('the stored direction is applied before first paint', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('direction', 'rtl'));
    const dirAtFirstScript = page.waitForEvent('console', (msg) => msg.text().startsWith('dir='));
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') console.log(`dir=${document.documentElement.dir}`);
      });
    });
    await page.reload();
    expect((await dirAtFirstScript).text()).toBe('dir=rtl');
  });

  test('the search popup requires a query, resets on a query without result and lists keywords', async ({ page }) => {
    await page.goto('/');
    await waitForPreloader(page);
    await page.getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();

    const input = dialog.getByLabel('Search the site');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await input.fill('zzqxwv');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(input).toHaveValue('');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the footer newsletter needs an e-mail, then toasts and resets', async ({ page }) => {
    await page.goto('/about-us');
    await waitForPreloader(page);
    const email = page.getByRole('contentinfo').getByLabel('Your e-mail address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');

    await email.fill('not-an-email');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);

    await email.fill('founder@example.com');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Thanks for Subscription!' })).toBeVisible();
    await expect(email).toHaveValue('');
  });
});
