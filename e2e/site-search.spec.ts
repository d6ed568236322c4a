import { expect, test, type Page } from '@playwright/test';
import { skipPreloader } from './support/session.ts';
import { expectNoAxeViolations, toast } from './support/portal.ts';

/** Opens the header's search popup and returns its combobox. */
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  return { dialog, input: dialog.getByRole('combobox', { name: 'Search the site' }) };
}

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

test.describe('site search (Pagefind)', () => {
  test('downloads nothing of the search until its input gets focus', async ({ page }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) searchRequests.push(request.url());
    });
    await page.goto('/about-us');
    const { dialog, input } = await openSearch(page);
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);

    await input.focus();
    await expect.poll(() => searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('the header search finds a speaker by name and Enter opens the first result', async ({ page }) => {
    await page.goto('/about-us');
    const { dialog, input } = await openSearch(page);
    await input.pressSequentially('Rohan');
    const results = dialog.getByRole('listbox', { name: 'Search results' });
    const speaker = results
      .getByRole('option')
      .filter({ has: page.locator('.search-option__title', { hasText: /^Rohan Jain$/ }) });
    await expect(speaker).toContainText('Speaker');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
    const firstTitle = await results.getByRole('option').first().locator('.search-option__title').textContent();

    await input.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle!);
  });

  test('the header search finds an FAQ answer by a word in it, chosen with the arrow keys', async ({ page }) => {
    await page.goto('/pricing');
    const { dialog, input } = await openSearch(page);
    // "streamed" is only in the answer to "Is the event online?", which is closed when /faqs opens.
    await input.pressSequentially('streamed');
    const faq = dialog.getByRole('option');
    await expect(faq).toHaveCount(1);
    await expect(faq).toContainText('Is the event online?');
    await expect(faq).toContainText('FAQ');
    await expect(faq.locator('mark')).toHaveText('streamed');

    await input.press('ArrowDown');
    await expect(faq).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await faq.getAttribute('id'))!);
    await input.press('Enter');
    await expect(page).toHaveURL(/\/faqs#faq-5$/);
    await expect(page.locator('#faq-5')).toHaveAttribute('open', '');
    await expect(page.getByText('is streamed for those who cannot travel')).toBeVisible();
  });

  test('a query with no result resets the popup and shows no toast, as the spec has it', async ({ page }) => {
    await page.goto('/');
    const { dialog, input } = await openSearch(page);
    await input.pressSequentially('zzqxwv');
    await expect(dialog.getByRole('status')).toHaveText('No results');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(dialog).toBeVisible();
    await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0);
  });

  for (const direction of ['ltr', 'rtl']) {
    test(`the popup with results open has no axe violations (${direction})`, async ({ page }) => {
      await page.addInitScript((dir) => localStorage.setItem('direction', dir), direction);
      await page.goto('/contact');
      const { dialog, input } = await openSearch(page);
      await input.pressSequentially('pitch');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await input.press('ArrowDown');
      await expectNoAxeViolations(page);
    });
  }

  test('the blog sidebar search lists blog posts only, and toasts when nothing matches', async ({ page }) => {
    await page.goto('/blog-sidebar');
    const input = page.getByRole('combobox', { name: 'Search the blog' });
    await input.pressSequentially('pitch');
    const options = page.getByRole('listbox', { name: 'Blog posts found' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const kind of await options.locator('.search-option__kind').allTextContents()) expect(kind).toBe('Blog post');

    await input.fill('zzqxwv');
    await expect(page.getByRole('complementary').getByRole('status')).toHaveText('No results');
    await input.press('Enter');
    await expect(toast(page, 'Thanks for your Message!')).toBeVisible();
    await expect(input).toHaveValue('');
  });
});
