import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('writes .br and .gz beside text files worth compressing, and nothing beside the rest', async () => {
  const page = `<!doctype html>${'<p>repeated text</p>'.repeat(100)}`;
  await mkdir(path.join(dir, 'about'));
  await writeFile(path.join(dir, 'about', 'index.html'), page);
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, 'tiny.css'), 'a{color:red}');
  await writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));

  expect(await precompressDir(dir)).toBe(4);
  expect((await readdir(path.join(dir, 'about'))).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  expect((await readdir(dir)).sort()).toEqual([
    'about',
    'index.html',
    'index.html.br',
    'index.html.gz',
    'photo.webp',
    'tiny.css',
  ]);
  const br = await readFile(path.join(dir, 'about', 'index.html.br'));
  expect(brotliDecompressSync(br).toString()).toBe(page);
  expect(gunzipSync(await readFile(path.join(dir, 'about', 'index.html.gz'))).toString()).toBe(page);

  // A second build step over the same directory leaves the compressed files alone rather than compressing them again.
  expect(await precompressDir(dir)).toBe(4);
  expect((await readdir(path.join(dir, 'about'))).length).toBe(3);
});

it('writes no compressed form that would be no smaller than the file', async () => {
  // Random bytes do not compress: gzip and brotli would only add their framing.
  await writeFile(path.join(dir, 'noise.txt'), randomBytes(2048));
  expect(await precompressDir(dir)).toBe(0);
  expect(await readdir(dir)).toEqual(['noise.txt']);
});
