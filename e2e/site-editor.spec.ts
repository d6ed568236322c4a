import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

/** The collections editors are promised: posts, speakers, schedule, FAQs, gallery, tickets, site settings. */
const COLLECTIONS = ['Blog posts', 'Speakers', 'Schedule', 'FAQs', 'Gallery', 'Tickets', 'Site settings'];

test('/admin/ loads the editor from the site, which accepts its config and offers to sign in', async ({
  page,
  request,
}) => {
  const config = parse(await (await request.get('/admin/config.yml')).text()) as {
    backend: { name: string };
    publish_mode: string;
    collections: { label: string }[];
  };
  expect(config.backend.name).toBe('github');
  expect(config.publish_mode).toBe('editorial_workflow');
  expect(config.collections.map((collection) => collection.label)).toEqual(COLLECTIONS);

  const bundle = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/sveltia-cms.js');
  await page.goto('/admin/');
  expect((await bundle).status()).toBe(200);
  // Sveltia checks the whole config before it offers to sign in, and shows what is wrong instead. It wraps names it
  // puts in a sentence in Unicode isolates (U+2068, U+2069).
  const github = /^Sign In with \u2068?GitHub\u2069?$/;
  await expect(page.getByRole('button', { name: github })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  await expect(page.getByText('There is an error in the CMS configuration')).toHaveCount(0);
});

test("the public pages never load the editor's JavaScript", async ({ page }) => {
  const editorFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin/')) editorFiles.push(request.url());
  });
  for (const path of ['/', '/schedule', '/blog-single/1']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(editorFiles).toEqual([]);
});
