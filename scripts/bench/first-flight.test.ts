import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureFirstFlight, renderBlockingStylesheets } from './first-flight.ts';

const HTML =
  '<html><head><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/print.css" media="print">' +
  '<link rel="preload" href="/_astro/b.css" as="style"><link rel="icon" href="/favicon.svg">' +
  '<noscript><link rel="stylesheet" href="/_astro/deferred.css"></noscript></head>' +
  '<body><link rel="stylesheet" href="/_astro/late.css"></body></html>';

describe('renderBlockingStylesheets', () => {
  it('counts the head stylesheets that apply to screens, not print, preloads, noscript fallbacks or body links', () => {
    expect(renderBlockingStylesheets(HTML)).toEqual(['/_astro/a.css']);
  });
});

describe('measureFirstFlight', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('adds the brotli sizes of the page and its blocking stylesheets', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'first-flight-'));
    dirs.push(dist);
    await mkdir(path.join(dist, '_astro'));
    await writeFile(path.join(dist, 'index.html'), HTML);
    await writeFile(path.join(dist, 'index.html.br'), Buffer.alloc(9_000));
    await writeFile(path.join(dist, '_astro/a.css.br'), Buffer.alloc(6_000));
    const flight = await measureFirstFlight(dist, '/');
    expect(flight).toEqual({ htmlBytes: 9_000, stylesheets: [{ href: '/_astro/a.css', bytes: 6_000 }], total: 15_000 });
  });
});
