import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a first TCP round trip carries (ten segments of 1,460 bytes), so the home page's first screen needs no second
 * round trip (docs/budgets.md, "Budgets"); `npm run bench:first-flight`, `npm run bench:site` and e2e/home-first-flight.spec.ts
 * fail over it.
 */
export const FIRST_FLIGHT_BUDGET_BYTES = 14_600;

/**
 * The stylesheets that block a page's first render: `<link rel="stylesheet">` in the head without a non-screen
 * media, outside `<noscript>` (the fallback of a deferred stylesheet, which a browser running scripts skips).
 */
export function renderBlockingStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\bmedia="(?!all|screen)[^"]*"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)![1]!);
}

export interface FirstFlight {
  htmlBytes: number;
  stylesheets: { href: string; bytes: number }[];
  total: number;
}

/** Brotli bytes of a built page and its render-blocking stylesheets, read from the build's own .br files. */
export async function measureFirstFlight(dist: string, page: string): Promise<FirstFlight> {
  const htmlFile = path.join(dist, page, 'index.html');
  const html = await readFile(htmlFile, 'utf8');
  const brBytes = async (file: string) => (await stat(`${file}.br`)).size;
  const stylesheets = await Promise.all(
    renderBlockingStylesheets(html).map(async (href) => ({ href, bytes: await brBytes(path.join(dist, href)) })),
  );
  const htmlBytes = await brBytes(htmlFile);
  return { htmlBytes, stylesheets, total: htmlBytes + stylesheets.reduce((sum, sheet) => sum + sheet.bytes, 0) };
}
