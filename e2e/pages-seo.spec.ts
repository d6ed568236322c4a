import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import site from '../content/site.json' with { type: 'json' };
import { PAGE_ROUTES, POSTS } from './support/pages-routes.ts';

/** Every page of the workspace, read from its folder so a tab added later is checked too. */
const WORKSPACE_PAGES = readdirSync(new URL('../src/pages/organiser/', import.meta.url))
  .filter((file) => file.endsWith('.astro'))
  .map((file) => (file === 'index.astro' ? '/organiser' : `/organiser/${file.replace('.astro', '')}`));

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('every page has its own meta description; blog pages announce the feed, posts are articles', async ({
  request,
}) => {
  const descriptions = new Map<string, string>();
  for (const route of PAGE_ROUTES) {
    const html = await (await request.get(route.path)).text();
    const description = meta(html, 'name', 'description');
    expect(description, route.path).toBeTruthy();
    expect(description!.length, `${route.path}: ${description}`).toBeLessThanOrEqual(160);
    expect(description, route.path).not.toBe(site.description);
    expect(descriptions.get(description!), `${route.path} repeats the description of`).toBeUndefined();
    descriptions.set(description!, route.path);

    const isBlog = route.path.startsWith('/blog-');
    expect(html.includes('<link rel="alternate" type="application/rss+xml"'), route.path).toBe(isBlog);
    expect(meta(html, 'property', 'og:type'), route.path).toBe(
      route.path.startsWith('/blog-single/') ? 'article' : 'website',
    );
  }
});

test('the RSS feed lists every post, newest first', async ({ request }) => {
  const response = await request.get('/rss.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  const titles = [...xml.matchAll(/<item><title>(.*?)<\/title>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const newestFirst = [...POSTS].sort((a, b) => b.date.localeCompare(a.date));
  expect(titles).toEqual(newestFirst.map((post) => post.title));
  expect(xml).toContain(`/blog-single/${newestFirst[0]!.id}/</link>`);
});

test('the sitemap lists every public page and robots.txt points to it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapLine = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapLine).toMatch(/^https?:\/\/.+\/sitemap-index\.xml$/);

  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const listed = new Set<string>();
  for (const path of sitemaps) {
    const xml = await (await request.get(path)).text();
    for (const match of xml.matchAll(/<loc>(.*?)<\/loc>/g)) listed.add(new URL(match[1]!).pathname.replace(/\/$/, ''));
  }
  for (const route of PAGE_ROUTES) expect(listed.has(route.path), route.path).toBe(true);
  expect(listed.has('/login')).toBe(true);
  // Pages behind sign-in only redirect a crawler: they are neither listed nor indexed.
  const signedIn = ['/complete-profile', '/profile', '/application', '/invite', ...WORKSPACE_PAGES];
  for (const path of signedIn) {
    expect(listed.has(path), path).toBe(false);
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
  }
  // And nothing the sitemap lists tells a crawler to leave it out.
  for (const path of listed) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('content="noindex"');
  }
});

test('/favicon.ico is served, for the browsers and tools that ask for it by that name', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  // An ICO container: reserved 0, type 1 (icon), one image.
  expect([...(await icon.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
});
