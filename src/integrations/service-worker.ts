import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { isOfflinePage } from '../lib/offline/pages.ts';

/** The worker's address: at the root, so its scope covers every event page. */
const WORKER = 'sw.js';
const SOURCE = fileURLToPath(new URL('../page-scripts/service-worker.ts', import.meta.url));

/** Scripts and stylesheets a page names, as written: /_astro/<name>.<hash>.(js|css). */
const BUNDLE_REFERENCE = /\/_astro\/[\w.-]+\.(?:js|css)\b/g;
/** A bundle's static imports of its sibling chunks: `from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

/** The URL paths of every built event page (lib/offline/pages.ts) and the HTML of each. */
async function eventPages(dist: string): Promise<string[]> {
  const files = await readdir(dist, { recursive: true });
  const pages = files.filter((file) => file.endsWith('index.html'));
  const offline = pages.filter((file) => isOfflinePage(`/${path.dirname(file).split(path.sep).join('/')}`));
  return Promise.all(offline.map((file) => readFile(path.join(dist, file), 'utf8')));
}

/** The hashed scripts and stylesheets the event pages need, with every chunk those scripts import statically. */
export async function precacheList(dist: string): Promise<string[]> {
  const wanted = new Set<string>();
  for (const html of await eventPages(dist)) for (const [url] of html.matchAll(BUNDLE_REFERENCE)) wanted.add(url);
  const queue = [...wanted].filter((url) => url.endsWith('.js'));
  while (queue.length > 0) {
    const script = await readFile(path.join(dist, queue.pop()!), 'utf8');
    for (const [, chunk] of script.matchAll(STATIC_IMPORT)) {
      const url = `/_astro/${chunk}`;
      if (!wanted.has(url)) queue.push(url);
      wanted.add(url);
    }
  }
  return [...wanted].sort();
}

/**
 * /sw.js: the service worker of src/page-scripts/service-worker.ts with Workbox bundled in and its precache list, the
 * bundles of the event pages. Listed before precompress.
 */
export const serviceWorker = (): AstroIntegration => ({
  name: 'launchpad:service-worker',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const dist = fileURLToPath(dir);
      // Each name carries its hash, so it needs no revision.
      const entries = (await precacheList(dist)).map((url) => ({ url, revision: null }));
      const result = await build({
        entryPoints: [SOURCE],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        write: false,
        // Workbox drops its development logging in production builds.
        define: { 'process.env.NODE_ENV': '"production"', 'self.__WB_MANIFEST': JSON.stringify(entries) },
      });
      await writeFile(path.join(dist, WORKER), result.outputFiles[0]!.contents);
      logger.info(`/${WORKER}: ${entries.length} bundles of the event pages precached`);
    },
  },
});
