import type { APIContext } from 'astro';

/**
 * robots.txt, generated so its Sitemap line carries the absolute address the site is built for
 * (SITE_URL); a file in public/ could only hold one fixed host.
 */
export function GET({ site, url }: APIContext): Response {
  const sitemap = new URL('/sitemap-index.xml', site ?? url.origin);
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${sitemap.href}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
