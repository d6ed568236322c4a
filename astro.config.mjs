// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { precompress } from './src/integrations/precompress.ts';
import { recordBuildSettings } from './src/integrations/build-settings.ts';
import { pgliteTemplate } from './src/integrations/pglite-template.ts';
import { checkFormDefinition } from './src/integrations/form-definition.ts';
import { checkStaleDates } from './src/integrations/stale-dates.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { photoDirective } from './src/integrations/photo-directive.ts';
import { organisersDirective } from './src/integrations/organisers-directive.ts';
import { firstFlight } from './src/integrations/first-flight/index.ts';
import { contentEditor } from './src/integrations/content-editor.ts';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { buildSettingsFrom } from './src/lib/build-settings.ts';
import { isSignedInPage } from './src/lib/signed-in-pages.ts';

// The public address the site is deployed at (SITE_URL); used for the sitemap, canonical links and feeds.
const settings = buildSettingsFrom(process.env);
const site = settings.siteUrl;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  // Every stylesheet is a cached file; pages that mark their fold inline only their first screen's CSS.
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [
    react(),
    photoDirective(),
    organisersDirective(),
    mdx(),
    sitemap({ filter: (page) => !isSignedInPage(page) }),
    searchIndex(),
    firstFlight(),
    contentEditor(settings),
    serviceWorker(),
    precompress(),
    pgliteTemplate(),
    checkStaleDates(site),
    checkFormDefinition(),
    // Last: the file it writes tells the server a build is complete (src/shared/build-marker.ts).
    recordBuildSettings(settings),
  ],
});
