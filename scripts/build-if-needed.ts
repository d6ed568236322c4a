/**
 * `npm start` runs this before serving: it builds the site only when dist/ is missing or older
 * than any source it is built from, so a second start is instant and a fresh clone still works.
 * FORCE_BUILD=1 always builds.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];
const builtMarker = path.join(path.resolve(root, process.env.SITE_DIR ?? 'dist'), 'index.html');

function newestMtime(p: string): number {
  let info;
  try {
    info = statSync(p);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  // src/server is the API, not part of the site build.
  if (p === path.join(root, 'src', 'server')) return 0;
  let newest = 0;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

let builtAt = 0;
try {
  builtAt = statSync(builtMarker).mtimeMs;
} catch {
  builtAt = 0;
}
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));

if (process.env.FORCE_BUILD === '1' || builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0 ? '[start] No build yet: building the site…' : '[start] Sources changed: rebuilding the site…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
} else {
  console.log('[start] dist/ is up to date: skipping the build (FORCE_BUILD=1 to force).');
}
