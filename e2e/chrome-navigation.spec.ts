import { type Locator, type Page, expect, test } from '@playwright/test';
import { axeScan } from './support/axe.ts';
import { waitForPreloader } from './support/session.ts';

/**
 * Whether this load plays the preloader, read from what decides it rather than from a glimpse of it: a loaded
 * machine can take longer than its 1200 ms to look. It plays when laid out with CSS's 1.2 s fade (which hides
 * it even without JavaScript); a step inside the site takes it out of the layout before first paint.
 */
async function expectPreloader(preloader: Locator, expected: 'plays' | 'skipped') {
  if (expected === 'skipped') return expect(preloader).toHaveCSS('display', 'none');
  await expect(preloader).toHaveCSS('display', 'grid');
  await expect(preloader).toHaveCSS('animation-delay', '1.2s');
}

test.describe('site chrome: navigation', () => {
  test('the main menu scrolls in page on the home route', async ({ page }) => {
    await page.goto('/');
    await waitForPreloader(page);
    const marker = await page.evaluate(() => ((window as any).__samePage = true));
    expect(marker).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Speakers' }).click();

    await expect(page).toHaveURL(/\/#Speakers$/);
    await expect(page.locator('#Speakers')).toBeInViewport();
    // Still the same document: the in-page link did not reload the page.
    expect(await page.evaluate(() => (window as any).__samePage)).toBe(true);
  });

  test('the main menu goes to the home route with the anchor from other pages', async ({ page }) => {
    await page.goto('/about-us');
    await waitForPreloader(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Sponsors' }).click();

    await expect(page).toHaveURL(/\/#Sponsors$/);
    await expect(page.locator('#Sponsors')).toBeInViewport();
  });

  test('the menu lists the spec entries and Register Now leads to sign-in', async ({ page }) => {
    await page.goto('/contact');
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(menu).toHaveText(['Home', 'Speakers', 'Schedule', 'Our Sponsors', 'Contact']);
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/login');
  });

  test('the header becomes fixed after 5 px of scroll', async ({ page }) => {
    await page.goto('/');
    const navbar = page.locator('[data-navbar]');
    await expect(navbar).not.toHaveClass(/is-fixed/);

    await page.evaluate(() => window.scrollTo(0, 4));
    await framesRendered(page);
    await expect(navbar).not.toHaveClass(/is-fixed/);

    await page.evaluate(() => window.scrollTo(0, 6));
    await expect(navbar).toHaveClass(/is-fixed/);
    await expect(navbar).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).not.toHaveClass(/is-fixed/);
  });

  test('the scroll-up button appears after 200 px and returns to the top', async ({ page }) => {
    await page.goto('/');
    await waitForPreloader(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 150));
    await framesRendered(page);
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the preloader shows for 1200 ms on arrival and on reload, not on a step inside the site', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const preloader = page.locator('[data-preloader]');
    await expectPreloader(preloader, 'plays');
    await expect(preloader).toBeHidden({ timeout: 10_000 });

    await page.locator('main a[href="/about-us"]').first().click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expectPreloader(preloader, 'skipped');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectPreloader(preloader, 'skipped');

    await page.reload({ waitUntil: 'commit' });
    await expectPreloader(preloader, 'plays');
  });

  test('a visitor arriving from another site or typing an address sees the preloader', async ({ page }) => {
    const preloader = page.locator('[data-preloader]');
    await page.goto('/faqs', { referer: 'https://www.example.com/', waitUntil: 'commit' });
    await expectPreloader(preloader, 'plays');
    await expect(preloader).toBeHidden({ timeout: 10_000 });
    await page.goto('/contact', { waitUntil: 'commit' });
    await expectPreloader(preloader, 'plays');
  });

  test('the mobile menu opens, offers Join Us and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await waitForPreloader(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not Found' })).toBeVisible();
    await expect(page.getByText(/Sorry, the page you are looking for/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
    await waitForPreloader(page);
    const { violations } = await axeScan(page).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('inner pages show the breadcrumb title bar', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('About Us')).toHaveAttribute('aria-current', 'page');
  });

  test('the footer has the spec links, both phone contacts and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const label of ['Home', 'About Us', 'Contact Us', 'Terms', 'Privacy Policy']) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // Terms and Privacy Policy go to real pages (/terms, /privacy), where the spec's go nowhere.
    await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByText('Services', { exact: true })).toBeVisible();
    await expect(footer.getByText('Projects', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: /^\+?[\d ]{10,}$/ })).toHaveCount(2);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

/**
 * Resolves once the page has rendered three more frames: the scroll event has fired and the handlers it
 * triggers (the header's own animation frame) have run, so what is not shown now is not going to be.
 */
function framesRendered(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ),
  );
}
