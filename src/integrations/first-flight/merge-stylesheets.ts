import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const HEAD_STYLESHEET_RE = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g;

/**
 * Joins a page's head stylesheets, in their order, into one cached file the page links instead. Deferred, each
 * stylesheet that arrives restyles and lays out the whole page again: one file, one pass (the home page had 16).
 */
export async function mergeStylesheets(html: string, dist: string): Promise<string> {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const hrefs = [...head.matchAll(HEAD_STYLESHEET_RE)].map((match) => match[1]!);
  if (hrefs.length < 2) return html;
  const sheets = await Promise.all(hrefs.map((href) => readFile(path.join(dist, href), 'utf8')));
  const css = sheets.join('\n');
  const name = `/_astro/page-styles.${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  await writeFile(path.join(dist, name), css);
  let first = true;
  const merged = head.replace(HEAD_STYLESHEET_RE, () => {
    const link = first ? `<link rel="stylesheet" href="${name}">` : '';
    first = false;
    return link;
  });
  return merged + html.slice(headEnd);
}
