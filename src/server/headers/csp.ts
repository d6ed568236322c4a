import { createHash } from 'node:crypto';

/** Script types a browser executes; anything else (ld+json, importmap aside) is data, not code. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
]);

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const COMMENT_RE = /<!--[\s\S]*?-->/g;

function attribute(attrs: string, name: string): string | undefined {
  const re = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|/|$)`, 'i');
  const m = re.exec(attrs);
  if (!m) return undefined;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/**
 * The CSP source expressions ('sha256-…') for every inline script a browser would run in `html`.
 * The hash covers the raw text between the tags, exactly as the browser hashes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.replace(COMMENT_RE, '').matchAll(SCRIPT_RE)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (attribute(attrs, 'src') !== undefined) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * What the content editor at /admin/ (Sveltia CMS, docs/editors.md) reaches beyond the site, from the editor's browser:
 * GitHub's API, where it reads and saves the content (and the raw files and people's pictures it shows), and the
 * interface fonts it loads. Only /admin/'s pages get these; every other page keeps 'self'.
 */
const EDITOR_SOURCES = {
  connect: ['https://api.github.com', 'https://raw.githubusercontent.com'],
  img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
  font: ['https://cdn.jsdelivr.net'],
  style: ['https://cdn.jsdelivr.net'],
} as const;

/** The page at `urlPath` is the content editor's. */
export const isEditorPage = (urlPath: string) => urlPath.startsWith('/admin/');

/**
 * The site's policy; `scriptHashes` are added to script-src so inline hydration scripts run, and the editor's pages
 * (`editor`) may also reach GitHub and the editor's fonts.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], { editor = false } = {}): string {
  const extra = (kind: keyof typeof EDITOR_SOURCES) => (editor ? EDITOR_SOURCES[kind] : []);
  return [
    "default-src 'self'",
    // The site search's index (Pagefind) runs as WebAssembly; this allows compiling it, not eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...extra('style')].join(' '),
    ["img-src 'self' data: blob:", ...extra('img')].join(' '),
    ["font-src 'self' data:", ...extra('font')].join(' '),
    ["connect-src 'self'", ...extra('connect')].join(' '),
    // The organisers' deck viewer shows the fetched PDF from a data: URL, which gives its frame an opaque origin.
    "frame-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** For JSON answers: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
