import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { precompressDir } from './precompress.ts';
import { loadSite } from './site-index.ts';

const THEME_SCRIPT = "document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'light';";
const ISLAND_SCRIPT = '(()=>{var e=async t=>{await(await t())()};window.Astro=window.Astro||{};})();';
const HOME = `<!doctype html><html><head>
<script>${THEME_SCRIPT}</script>
<script type="application/ld+json">{"@type":"Event"}</script>
<script type="module" src="/_astro/page.abc123.js"></script>
<!-- <script>commentedOut()</script> -->
</head><body><h1>Launchpad</h1>${'<p>filler text for compression</p>'.repeat(50)}
<script type="module">${ISLAND_SCRIPT}</script></body></html>`;
const BUNDLE = 'export const x = 1;\n'.repeat(200);
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

let dir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-'));
  await mkdir(path.join(dir, 'about-us'));
  await mkdir(path.join(dir, '_astro'));
  await mkdir(path.join(dir, 'admin'));
  await writeFile(path.join(dir, 'admin', 'index.html'), '<!doctype html><title>Content editor</title>');
  await writeFile(path.join(dir, 'index.html'), HOME);
  await writeFile(path.join(dir, 'about-us', 'index.html'), '<!doctype html><h1>About us</h1>');
  await writeFile(path.join(dir, '404.html'), '<!doctype html><h1>Page not Found</h1>');
  await writeFile(path.join(dir, '_astro', 'page.abc123.js'), BUNDLE);
  await writeFile(path.join(dir, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  // What the build does last (src/integrations/precompress.ts).
  await precompressDir(dir);
  app = createApp({ site: await loadSite(dir) });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('static site', () => {
  it('serves directory routes with and without the trailing slash', async () => {
    for (const p of ['/about-us', '/about-us/', '/about-us/index.html']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('About us');
    }
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Launchpad');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const p of ['/nope', '/about-us/missing', '/../etc/passwd', '/%E0%A4%A', '/_astro/']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toContain('Page not Found');
    }
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.request('/api/nothing-here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sets content types, caching and security headers', async () => {
    const js = await app.request('/_astro/page.abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = await app.request('/favicon.png');
    expect(png.headers.get('content-type')).toBe('image/png');
    const html = await app.request('/about-us');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    for (const res of [js, png, html, await app.request('/nope')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('compresses text with brotli or gzip as the client asks, byte-identical once decoded', async () => {
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(HOME);

    const gz = await app.request('/_astro/page.abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(Number(gz.headers.get('content-length'))).toBe(gzBytes.length);
    expect(gunzipSync(gzBytes).toString()).toBe(BUNDLE);

    const none = await app.request('/', { headers: { 'Accept-Encoding': 'br;q=0, identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(HOME);

    const png = await app.request('/favicon.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
  });

  it('never serves the compressed files themselves as pages', async () => {
    for (const p of ['/index.html.br', '/index.html.gz', '/_astro/page.abc123.js.br']) {
      expect((await app.request(p)).status, p).toBe(404);
    }
  });

  it('serves a build without compressed files uncompressed, without Vary', async () => {
    const plain = await mkdtemp(path.join(tmpdir(), 'site-plain-'));
    await writeFile(path.join(plain, 'index.html'), HOME);
    const res = await createApp({ site: await loadSite(plain) }).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe(HOME);
    await rm(plain, { recursive: true, force: true });
  });

  it('allows exactly the inline executable scripts of each page by hash, never unsafe-inline', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy')!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc.split(' ').sort()).toEqual(
      ["'self'", "'wasm-unsafe-eval'", 'script-src', sha(THEME_SCRIPT), sha(ISLAND_SCRIPT)].sort(),
    );
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    const about = (await app.request('/about-us')).headers.get('content-security-policy')!;
    expect(about).toContain("script-src 'self' 'wasm-unsafe-eval'; ");
  });

  it('lets the content editor at /admin/ reach GitHub and its fonts, and no other page', async () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    const editor = (await app.request('/admin/')).headers.get('content-security-policy')!;
    expect(directive(editor, 'connect-src')).toBe(
      "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
    );
    expect(directive(editor, 'font-src')).toBe("font-src 'self' data: https://cdn.jsdelivr.net");
    expect(directive(editor, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    for (const page of ['/', '/about-us']) {
      const csp = (await app.request(page)).headers.get('content-security-policy')!;
      expect(directive(csp, 'connect-src'), page).toBe("connect-src 'self'");
      expect(directive(csp, 'font-src'), page).toBe("font-src 'self' data:");
    }
  });

  it('revalidates with ETag and answers HEAD without a body', async () => {
    const first = await app.request('/about-us');
    const etag = first.headers.get('etag')!;
    const again = await app.request('/about-us', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const head = await app.request('/about-us', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('32');
    expect(await head.text()).toBe('');
  });

  it('serves only the not-found page when there is no build', async () => {
    const empty = createApp({ site: await loadSite(path.join(dir, 'missing')) });
    const res = await empty.request('/');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Page not Found');
  });
});
