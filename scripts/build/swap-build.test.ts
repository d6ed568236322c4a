/** A failed build leaves the last good site in place; a good one replaces it whole. */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAndSwap, nextDirOf } from './swap-build.ts';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A folder holding a site `dist` with one page saying `home`. */
async function siteSaying(home: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'swap-build-'));
  temps.push(root);
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', 'index.html'), home);
  await writeFile(path.join(root, 'dist', 'old-page.html'), 'old page');
  return root;
}

/** A build that writes part of a site, then exits with `code`, as astro does when a page fails. */
const buildWriting = (home: string, code: number) => async (outDir: string) => {
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'index.html'), home);
  return code;
};

describe('npm run build', () => {
  it('leaves the last good site in place when the build fails, and nothing beside it', async () => {
    const root = await siteSaying('good');
    const dist = path.join(root, 'dist');
    expect(await buildAndSwap(dist, buildWriting('half', 1))).toBe(1);
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).toBe('good');
    expect(await readdir(dist)).toEqual(['index.html', 'old-page.html']);
    expect(await readdir(root)).toEqual(['dist']);
  });

  it('replaces the site whole when the build succeeds', async () => {
    const root = await siteSaying('good');
    const dist = path.join(root, 'dist');
    expect(await buildAndSwap(dist, buildWriting('better', 0))).toBe(0);
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).toBe('better');
    expect(await readdir(dist)).toEqual(['index.html']);
    expect(await readdir(root)).toEqual(['dist']);
  });

  it('builds a first site where there was none', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'swap-build-'));
    temps.push(root);
    const dist = path.join(root, 'dist');
    expect(await buildAndSwap(dist, buildWriting('first', 0))).toBe(0);
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).toBe('first');
  });

  it('builds into a fresh folder beside the site, clearing what an interrupted build left there', async () => {
    const root = await siteSaying('good');
    const dist = path.join(root, 'dist');
    await mkdir(nextDirOf(dist));
    await writeFile(path.join(nextDirOf(dist), 'stale.html'), 'left over');
    let builtInto = '';
    await buildAndSwap(dist, async (outDir) => {
      builtInto = outDir;
      expect(existsSync(outDir)).toBe(false);
      return buildWriting('better', 0)(outDir);
    });
    expect(builtInto).toBe(path.join(root, 'dist.next'));
    expect(await readdir(dist)).toEqual(['index.html']);
  });
});
