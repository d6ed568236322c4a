import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { z } from 'astro/zod';
import { FaqSchema } from '../lib/content/schemas/faq.ts';
import { RESULT_TYPES, SEARCH_FILTERS, unknownFilters } from '../lib/search/filters.ts';

/** Where the index is written in the build, and where the search boxes load it from. */
const OUTPUT_FOLDER = 'pagefind';

/** The folders whose files may write `data-pagefind-filter`: the templates and the posts' MDX. */
const SOURCE_FOLDERS = ['src', 'content'];
const SOURCE_FILE = /\.(astro|mdx|md|tsx|jsx|html)$/;

/**
 * Every filter written in the sources must be a declared one. Checked when the config loads, with the content
 * (`astro sync`, `astro build`), so the message names the file and line that wrote it, not a built page.
 */
async function assertDeclaredFilters(root: string): Promise<void> {
  const problems: string[] = [];
  for (const folder of SOURCE_FOLDERS) {
    const files = (await readdir(path.join(root, folder), { recursive: true })).filter((file) =>
      SOURCE_FILE.test(file),
    );
    for (const file of files.sort()) {
      const source = await readFile(path.join(root, folder, file), 'utf8');
      for (const { line, message } of unknownFilters(source)) {
        problems.push(`${path.posix.join(folder, file.split(path.sep).join('/'))}:${line}: ${message}`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('\n')}\nThe search filters are ${SEARCH_FILTERS.join(', ')} (src/lib/search/filters.ts).`,
    );
  }
}

/**
 * What a page draws around its words, left out of every indexed page so no result's text or excerpt reads "Add to
 * calendar My agenda Back to the schedule": buttons, links drawn as buttons (`.btn`: "Read More", "Book Now", "All
 * speakers") and the schedule's time toggle with its time-zone note.
 */
const NOT_CONTENT = ['button', '.btn', '[data-time-toggle]'];

/** Each FAQ item is its own result, opening its accordion panel (#faq-{id}) on /faqs. */
async function faqRecords() {
  const raw = JSON.parse(await readFile(new URL('../../content/faqs.json', import.meta.url), 'utf8'));
  return z
    .array(FaqSchema)
    .parse(raw)
    .map((faq) => ({
      url: `/faqs#faq-${faq.id}`,
      content: `${faq.title} ${faq.text}`,
      language: 'en',
      meta: { title: faq.title },
      filters: { type: [RESULT_TYPES.faq] },
    }));
}

/**
 * Checks the filters the sources declare when the config loads, and builds the Pagefind index of the public
 * pages after the build. Only pages that mark their content with data-pagefind-body are indexed (blog posts,
 * speakers, sessions, pricing, about, contact, schedule);
 * the portal, organiser and not-found pages mark nothing, so they are left out. Listed before precompress,
 * so the index's script gets its .br and .gz too.
 */
export const searchIndex = (): AstroIntegration => ({
  name: 'launchpad:search-index',
  hooks: {
    'astro:config:setup': async ({ config }) => {
      await assertDeclaredFilters(fileURLToPath(config.root));
    },
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const { index, errors } = await createIndex({ forceLanguage: 'en', excludeSelectors: NOT_CONTENT });
      if (!index) throw new Error(`Search index: ${errors.join('; ')}`);
      try {
        const pages = await index.addDirectory({ path: root });
        if (pages.errors.length > 0) throw new Error(`Search index: ${pages.errors.join('; ')}`);
        const faqs = await faqRecords();
        for (const record of faqs) {
          const added = await index.addCustomRecord(record);
          if (added.errors.length > 0) throw new Error(`Search index, ${record.url}: ${added.errors.join('; ')}`);
        }
        const written = await index.writeFiles({ outputPath: path.join(root, OUTPUT_FOLDER) });
        if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`);
        logger.info(`Search index: ${pages.page_count} pages and ${faqs.length} FAQ items`);
      } finally {
        await close();
      }
    },
  },
});
