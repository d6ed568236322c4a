/**
 * `npm start` serves a rebuilt dist/ without a restart: the index is read again once the file a build writes last
 * (its marker) changes, looked at no more than once a second. The clock is faked, so "a second later" is exact.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { loadSite } from './site-index.ts';
import { BUILD_SETTINGS_FILE } from '../../shared/build-marker.ts';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Writes a complete build of `pages` (URL folder → heading) into `dir`, marker last, as the build does. */
async function writeBuild(dir: string, pages: Record<string, string>, siteUrl = 'http://localhost:4321') {
  for (const [folder, heading] of Object.entries(pages)) {
    await mkdir(path.join(dir, folder), { recursive: true });
    await writeFile(path.join(dir, folder, 'index.html'), `<!doctype html><h1>${heading}</h1>`);
  }
  await writeFile(path.join(dir, '404.html'), '<!doctype html><h1>Page not Found</h1>');
  await writeFile(path.join(dir, BUILD_SETTINGS_FILE), JSON.stringify({ siteUrl }));
}

async function makeRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-reload-'));
  temps.push(root);
  return root;
}

const page = async (app: ReturnType<typeof createApp>, url: string) => {
  const res = await app.request(url);
  return `${res.status} ${await res.text()}`;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);

describe('a rebuilt site', () => {
  it('is served a second after a new build is swapped in, with its new pages and without its removed ones', async () => {
    const root = await makeRoot();
    const dist = path.join(root, 'dist');
    await writeBuild(dist, { '': 'Old home', 'old-page': 'Old page' });
    const app = createApp({ site: await loadSite(dist) });
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>Old home</h1>');

    // What `npm run build` does: build beside dist/, then swap the folders.
    const next = path.join(root, 'dist.next');
    await writeBuild(next, { '': 'New home', 'new-page': 'New page' });
    await rename(dist, path.join(root, 'dist.old'));
    await rename(next, dist);

    // Within the second the index was read, the old build is still served from memory.
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>Old home</h1>');
    aSecondLater();
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>New home</h1>');
    expect(await page(app, '/new-page')).toBe('200 <!doctype html><h1>New page</h1>');
    expect(await page(app, '/old-page')).toBe('404 <!doctype html><h1>Page not Found</h1>');
  });

  it('is served once a build written in place completes, not while it is being written', async () => {
    const root = await makeRoot();
    await writeBuild(root, { '': 'Old home' });
    const app = createApp({ site: await loadSite(root) });

    // `astro build` into the folder itself: the marker goes first (the folder is emptied) and comes back last.
    await rm(path.join(root, BUILD_SETTINGS_FILE));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><h1>Half-written</h1>');
    aSecondLater();
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>Old home</h1>');

    await writeBuild(root, { '': 'New home' });
    aSecondLater();
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>New home</h1>');
  });

  it('is served when the server started before any build', async () => {
    const root = await makeRoot();
    const dist = path.join(root, 'dist');
    const app = createApp({ site: await loadSite(dist) });
    expect(await page(app, '/')).toBe('404 Page not Found');

    await writeBuild(dist, { '': 'First home' });
    aSecondLater();
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>First home</h1>');
  });

  it('is not looked for again within the second', async () => {
    const root = await makeRoot();
    await writeBuild(root, { '': 'Old home' });
    const app = createApp({ site: await loadSite(root) });
    aSecondLater();
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>Old home</h1>');

    await writeBuild(root, { '': 'New home' }, 'https://launchpad.example');
    vi.setSystemTime(Date.now() + 999);
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>Old home</h1>');
    vi.setSystemTime(Date.now() + 1);
    expect(await page(app, '/')).toBe('200 <!doctype html><h1>New home</h1>');
  });
});
