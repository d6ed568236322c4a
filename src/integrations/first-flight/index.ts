import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { FOLD_MARKER, inlineCriticalCss } from './critical-css.ts';
import { externalBodyScripts } from './external-scripts.ts';
import { mergeStylesheets } from './merge-stylesheets.ts';

/**
 * The home page in one round trip (docs/budgets.md, "Budgets"): every built page that marks its fold
 * (FOLD_MARKER) gets its first screen's CSS inline with its stylesheets merged into one deferred file, and its
 * body's inline scripts in one cached file. Listed before precompress, which compresses the result.
 */
export const firstFlight = (): AstroIntegration => ({
  name: 'launchpad:first-flight',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const dist = fileURLToPath(dir);
      const pages = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
      for (const page of pages) {
        const file = path.join(dist, page);
        const html = await readFile(file, 'utf8');
        if (!html.includes(FOLD_MARKER)) continue;
        const styled = await inlineCriticalCss(await mergeStylesheets(html, dist), dist);
        await writeFile(file, await externalBodyScripts(styled, dist));
        logger.info(`${page}: first screen's CSS inline, the rest deferred in one file, body scripts in a cached file`);
      }
    },
  },
});
