import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, isEditorPage } from '../headers/csp.ts';
import { contentTypeFor, isCompressible } from './mime.ts';
import { ENCODED_SUFFIX, type Encoding, walkFiles } from './precompress.ts';
import { BUILD_SETTINGS_FILE } from '../../shared/build-marker.ts';

/** Text files up to this size are held in memory (with their compressed forms); larger ones stream from disk. */
const MEMORY_LIMIT = 4 * 1024 * 1024;

/** One file of the built site, with everything needed to answer for it. */
export interface SiteFile {
  absPath: string;
  size: number;
  contentType: string;
  cacheControl: string;
  /** Per-file policy: HTML pages carry the hashes of their own inline scripts. */
  csp: string;
  etag: string;
  /** The bytes, for files small and textual enough to keep in memory. */
  body?: Buffer;
  /** Compressed forms, as the build wrote them beside the file (precompress.ts). */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface SiteIndex {
  root: string;
  /** URL path → file; directory pages are reachable as /x, /x/ and /x/index.html. */
  routes: Map<string, SiteFile>;
  /** dist/404.html, if the build has one. */
  notFound?: SiteFile;
  /**
   * Reads the build again when it changed since it was read (its marker, the file the build writes last, changed),
   * looking at most once per `recheckMs`; requests arriving while it reads wait for the new build.
   */
  refresh: () => Promise<void>;
}

/** How often the server looks at the build's marker by default: a rebuild is served within a second. */
const RECHECK_MS = 1000;

function cacheControlFor(urlPath: string, contentType: string): string {
  // Astro puts content-hashed bundles under /_astro/: their URL changes whenever their bytes do.
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (contentType.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600';
}

async function indexFile(root: string, absPath: string, files: Set<string>): Promise<[string, SiteFile]> {
  const rel = path.relative(root, absPath).split(path.sep).join('/');
  const urlPath = `/${rel}`;
  const info = await stat(absPath);
  const contentType = contentTypeFor(path.extname(absPath));
  const textual = isCompressible(contentType);
  const body = textual && info.size <= MEMORY_LIMIT ? await readFile(absPath) : undefined;
  const hashes = body && contentType.startsWith('text/html') ? inlineScriptHashes(body.toString('utf8')) : [];
  const etag = body
    ? `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
    : `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const file: SiteFile = {
    absPath,
    size: info.size,
    contentType,
    cacheControl: cacheControlFor(urlPath, contentType),
    csp: contentSecurityPolicy(hashes, { editor: isEditorPage(urlPath) }),
    etag,
    body,
    encoded: {},
  };
  // Kept in memory with the body they encode; files too large to hold stream from disk as they are.
  for (const [encoding, suffix] of Object.entries(ENCODED_SUFFIX) as [Encoding, string][]) {
    if (body && files.has(absPath + suffix)) file.encoded[encoding] = await readFile(absPath + suffix);
  }
  return [urlPath, file];
}

/** The marker's identity: a new build writes a new file (a swapped dist/ is a new folder), '' when there is none. */
async function markerOf(root: string): Promise<string> {
  const info = await stat(path.join(root, BUILD_SETTINGS_FILE)).catch(() => undefined);
  return info ? `${info.ino}-${info.mtimeMs}` : '';
}

/** Every file of the build, by URL path. A missing directory gives no routes. */
async function readRoutes(root: string): Promise<Pick<SiteIndex, 'routes' | 'notFound'>> {
  const routes = new Map<string, SiteFile>();
  const exists = await stat(root).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) return { routes };
  const files = new Set(await Array.fromAsync(walkFiles(root)));
  const encodedSiblings = new Set(
    [...files].flatMap((f) => Object.values(ENCODED_SUFFIX).map((s) => f + s)).filter((f) => files.has(f)),
  );
  const entries = await Promise.all(
    [...files].filter((f) => !encodedSiblings.has(f)).map((f) => indexFile(root, f, files)),
  );
  for (const [urlPath, file] of entries) {
    routes.set(urlPath, file);
    if (urlPath.endsWith('/index.html')) {
      const dir = urlPath.slice(0, -'index.html'.length); // '/about-us/'
      routes.set(dir, file);
      if (dir !== '/') routes.set(dir.slice(0, -1), file);
    } else if (urlPath.endsWith('.html') && urlPath !== '/404.html') {
      // build.format 'file' emits /about-us.html: answer /about-us too.
      const bare = urlPath.slice(0, -'.html'.length);
      if (!routes.has(bare)) routes.set(bare, file);
    }
  }
  return { routes, notFound: routes.get('/404.html') };
}

/**
 * Reads the built site at start-up, and again whenever a new build completes (`refresh`), so `npm start` serves a
 * rebuilt dist/ without a restart. A missing directory gives an empty index, so the API can run before the site has
 * been built; the site appears once it is.
 */
export async function loadSite(root: string, { recheckMs = RECHECK_MS } = {}): Promise<SiteIndex> {
  let marker = await markerOf(root);
  let checkedAt = Date.now();
  let checking: Promise<void> = Promise.resolve();
  const site: SiteIndex = { root, ...(await readRoutes(root)), refresh: () => checking };

  async function reloadIfRebuilt(): Promise<void> {
    const now = await markerOf(root);
    // No marker: a build is being written or swapped in; keep serving the last complete one.
    if (now === '' || now === marker) return;
    try {
      Object.assign(site, { notFound: undefined }, await readRoutes(root));
      marker = now;
      console.log(`[server] Site: ${root} rebuilt, now serving it (${site.routes.size} routes)`);
    } catch (error) {
      // A file vanished while it was read (a build swapped in meanwhile): read it again at the next look.
      console.warn(`[server] Site: ${root} changed while it was read (${(error as Error).message}); retrying`);
    }
  }

  site.refresh = () => {
    if (Date.now() - checkedAt >= recheckMs) {
      checkedAt = Date.now();
      checking = reloadIfRebuilt();
    }
    return checking;
  };
  return site;
}
