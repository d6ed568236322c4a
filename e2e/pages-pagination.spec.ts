import { expect, test, type Page } from '@playwright/test';
import gallery from '../content/gallery.json' with { type: 'json' };
import { POSTS } from './support/pages-routes.ts';
import { skipPreloader } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

const pager = (page: Page, name: string) => page.getByRole('navigation', { name });
/** Posts newest first, the order the blog lists them in. */
const newestFirst = [...POSTS].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/** Descriptions of the gallery photos on the page, in order. */
const photoNames = (page: Page) =>
  page
    .locator('[data-gallery]')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

test('the gallery shows nine photos a page; the pages differ and the ends are disabled', async ({ page }) => {
  await page.goto('/gallery');
  const nav = pager(page, 'Gallery pages');
  expect(await photoNames(page)).toEqual(gallery.slice(0, 9).map((item) => item.alt));
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
  await expect(nav.getByRole('link', { name: /^Page \d$/ })).toHaveText(['1', '2', '3', '4']);

  await page.mouse.wheel(0, 2000);
  await nav.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/gallery\/2$/);
  // A new page starts at the top: the spec's "scroll to top on page change".
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await photoNames(page)).toEqual(gallery.slice(9, 18).map((item) => item.alt));
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/gallery');

  await nav.getByRole('link', { name: 'Page 4' }).click();
  await expect(page).toHaveURL(/\/gallery\/4$/);
  expect(await photoNames(page)).toEqual(gallery.slice(27).map((item) => item.alt));
  await expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByRole('link', { name: 'Next page' })).not.toHaveAttribute('href');
});

test('the blog sidebar lists four posts a page, newest first, over five pages', async ({ page }) => {
  const postTitles = () =>
    page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  await page.goto('/blog-sidebar');
  expect(await postTitles()).toEqual(newestFirst.slice(0, 4).map((post) => post.title));
  const nav = pager(page, 'Blog pages');
  await expect(nav.getByRole('link', { name: /^Page \d$/ })).toHaveText(['1', '2', '3', '4', '5']);
  await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

  await nav.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/blog-sidebar\/3$/);
  expect(await postTitles()).toEqual(newestFirst.slice(8, 12).map((post) => post.title));

  await page.goto('/blog-sidebar/5');
  expect(await postTitles()).toEqual(newestFirst.slice(16).map((post) => post.title));
  await expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog-sidebar/4');
});

test('the blog grid lists six posts a page over three pages', async ({ page }) => {
  const postTitles = () =>
    page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  await page.goto('/blog-grid');
  expect(await postTitles()).toEqual(newestFirst.slice(0, 6).map((post) => post.title));
  const nav = pager(page, 'Blog pages');
  await nav.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/blog-grid\/2$/);
  expect(await postTitles()).toEqual(newestFirst.slice(6, 12).map((post) => post.title));
  await nav.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/blog-grid\/3$/);
  await expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
});

test('there is no page past the last one', async ({ page }) => {
  for (const path of ['/gallery/5', '/blog-grid/4', '/blog-sidebar/6', '/gallery/1']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});
