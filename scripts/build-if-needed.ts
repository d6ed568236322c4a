/**
 * `npm start` runs this before serving: it builds the site only when dist/ is missing, older than any
 * source it is built from, or built for another SITE_URL, so a second start is instant, a fresh clone
 * still works, and a new address never serves the old one's links. FORCE_BUILD=1 always builds.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type BuildSettings, buildSettingsFrom, rebuildReason } from '../src/lib/build-settings.ts';
import { BUILD_SETTINGS_FILE } from '../src/shared/build-marker.ts';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];
const siteDir = path.resolve(root, process.env.SITE_DIR ?? 'dist');
const builtMarker = path.join(siteDir, 'index.html');

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

function builtSettings(): BuildSettings | null {
  try {
    return JSON.parse(readFileSync(path.join(siteDir, BUILD_SETTINGS_FILE), 'utf8')) as BuildSettings;
  } catch {
    return null;
  }
}

const reason = rebuildReason({
  force: process.env.FORCE_BUILD === '1',
  builtAt,
  sourcesAt,
  built: builtSettings(),
  wanted: buildSettingsFrom(process.env),
});
if (reason) {
  console.log(`[start] ${reason}`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
} else {
  console.log('[start] dist/ is up to date: skipping the build (FORCE_BUILD=1 to force).');
}
