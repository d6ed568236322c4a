// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { precompress } from './src/integrations/precompress.ts';
import { isSignedInPage } from './src/lib/signed-in-pages.ts';

// The public address the site is deployed at; used for the sitemap, canonical links and feeds.
const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), mdx(), sitemap({ filter: (page) => !isSignedInPage(page) }), precompress()],
});
