import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import faqs from '../content/faqs.json' with { type: 'json' };
import { skipPreloader } from './support/session.ts';
import { expectNoAxeViolations, toast } from './support/portal.ts';

/** Opens the header's search popup and returns its combobox. */
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  return { dialog, input: dialog.getByRole('combobox', { name: 'Search the site' }) };
}

interface IndexedPage {
  url: string;
  title: string;
  filters: Record<string, string[]>;
}

/**
 * The built index read through Pagefind's own browser API, as the search boxes load it: the pages a query
 * finds, best first, or with no query every indexed page (every one has a `type`, so "none of a type that
 * does not exist" lists them all).
 */
function searchIndex(page: Page, query: string | null): Promise<IndexedPage[]> {
  return page.evaluate(async (term) => {
    const bundle = '/pagefind/pagefind.js';
    const pagefind = await import(bundle);
    await pagefind.options({ noWorker: true });
    const filters = term === null ? { type: { none: ['no such type'] } } : {};
    const search = await pagefind.search(term, { filters });
    return Promise.all(
      search.results.map(async (result: { data: () => Promise<IndexedPage & { meta: { title: string } }> }) => {
        const { url, meta, filters: pageFilters } = await result.data();
        return { url, title: meta.title, filters: pageFilters };
      }),
    );
  }, query);
}

/** Each post's address, categories and tags, read from its frontmatter. */
const BLOG_DIR = join(import.meta.dirname, '../content/blog');
const POST_FILTERS = readdirSync(BLOG_DIR)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const text = readFileSync(join(BLOG_DIR, file), 'utf-8');
    const list = (key: string) => JSON.parse(new RegExp(`^${key}: (\\[.*\\])$`, 'm').exec(text)![1]!) as string[];
    return { url: `/blog-single/${/^id: (\d+)$/m.exec(text)![1]}/`, category: list('categories'), tag: list('tags') };
  });

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

  test.describe('the index', () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/about-us');
    });

    test('holds the public pages and none of the portal, organiser, agenda, home or 404 pages', async ({ page }) => {
      const urls = (await searchIndex(page, null)).map((indexed) => indexed.url);
      for (const url of [
        '/event-detail/2/1/',
        '/pricing/',
        '/about-us/',
        '/contact/',
        '/speakers-detail/1/',
        '/blog-single/1/',
      ]) {
        expect(urls).toContain(url);
      }
      const leftOut =
        /^\/(login|profile|complete-profile|application|invite|organiser|my-agenda|404|home-\d|coming-soon)?(\/|\.html|$)/;
      expect(urls.filter((url) => leftOut.test(url))).toEqual([]);
      // Words only those pages have find nothing: the 404's apology, the sign-in's hint, the profile's intro.
      for (const word of ['unavailable', '6-digit', 'Keep your details']) {
        expect(await searchIndex(page, word), word).toEqual([]);
      }
    });

    test('gives each blog post its categories and tags as filters', async ({ page }) => {
      const posts = (await searchIndex(page, null)).filter((indexed) => indexed.url.startsWith('/blog-single/'));
      expect(posts).toHaveLength(POST_FILTERS.length);
      for (const post of POST_FILTERS) {
        const indexed = posts.find((candidate) => candidate.url === post.url);
        expect(indexed?.filters, post.url).toEqual({ type: ['Blog post'], category: post.category, tag: post.tag });
      }
    });

    test('finds a session, the pricing, about and contact pages first by a phrase of their own', async ({ page }) => {
      const first = async (query: string) => (await searchIndex(page, query))[0];
      expect(await first('Keynote')).toMatchObject({ url: '/event-detail/2/1/', filters: { type: ['Session'] } });
      expect(await first('ticket')).toMatchObject({ url: '/pricing/', filters: { type: ['Page'] } });
      expect(await first('Launchpad of Ideas')).toMatchObject({ url: '/about-us/', filters: { type: ['Page'] } });
      expect(await first('happy to help')).toMatchObject({ url: '/contact/', filters: { type: ['Page'] } });
    });

    test('holds what pages say, not their buttons: no result’s text or excerpt has a button’s words', async ({
      page,
    }) => {
      // The buttons and links drawn as buttons of the indexed pages (sessions, speakers, schedule, pricing).
      const chrome = [
        'Add to calendar',
        'My agenda',
        'Back to the schedule',
        'Event time',
        'Your time',
        'All speakers',
        'Read More',
        'Subscribe to the schedule',
        'Book Now',
        'Register Now',
      ];
      const hits = await page.evaluate(
        async (terms) => {
          const bundle = '/pagefind/pagefind.js';
          const pagefind = await import(bundle);
          await pagefind.options({ noWorker: true });
          const found: { term: string; url: string; excerpt: string; content: string }[] = [];
          for (const term of terms) {
            const search = await pagefind.search(term);
            for (const result of search.results) {
              const { url, excerpt, content } = await result.data();
              found.push({ term, url, excerpt: excerpt.replace(/<\/?mark>/g, ''), content });
            }
          }
          return found;
        },
        ['calendar', 'agenda', 'schedule', 'speakers', 'ticket'],
      );
      // The pages are still found by the words they hold.
      expect(hits.map((hit) => hit.url)).toEqual(expect.arrayContaining(['/schedule/', '/pricing/', '/speakers/']));
      for (const hit of hits) {
        for (const label of chrome) {
          expect(hit.excerpt, `${hit.term}: ${hit.url}`).not.toContain(label);
          expect(hit.content, `${hit.term}: ${hit.url}`).not.toContain(label);
        }
      }
    });

    test('makes each FAQ item its own result, opening its answer on /faqs', async ({ page }) => {
      const items = (await searchIndex(page, null)).filter((indexed) => indexed.filters.type?.includes('FAQ'));
      expect(items.map(({ url, title }) => ({ url, title }))).toEqual(
        faqs.map((faq) => ({ url: `/faqs#faq-${faq.id}`, title: faq.title })),
      );
      expect((await searchIndex(page, null)).map((indexed) => indexed.url)).not.toContain('/faqs/');
    });
  });
});
