/**
 * A build that fails leaves the last good site in place: the site is built beside its folder (`dist.next`), and
 * only a build that succeeded takes the folder's name. The server keeps serving the old folder's files it holds until
 * the new marker appears (src/server/static/site-index.ts).
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';

/** Runs the build into `outDir`; resolves with its exit code. */
export type Build = (outDir: string) => Promise<number>;

/** Where a build is written while it runs, beside the site's folder (so the swap is a rename, never a copy). */
export const nextDirOf = (siteDir: string) => `${siteDir}.next`;

/**
 * Builds into `<siteDir>.next` and, on success, swaps it in for `siteDir`; on failure removes it and leaves
 * `siteDir` as it was. Resolves with the build's exit code.
 */
export async function buildAndSwap(siteDir: string, build: Build): Promise<number> {
  const next = nextDirOf(siteDir);
  const old = `${siteDir}.old`;
  // Left over by a build that was interrupted.
  await rm(next, { recursive: true, force: true });
  await rm(old, { recursive: true, force: true });
  const code = await build(next);
  if (code !== 0) {
    await rm(next, { recursive: true, force: true });
    return code;
  }
  if (existsSync(siteDir)) await rename(siteDir, old);
  await rename(next, siteDir);
  await rm(old, { recursive: true, force: true });
  return 0;
}
