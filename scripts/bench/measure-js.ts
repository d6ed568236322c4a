import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { StoredSession } from './bench-sessions.ts';

/**
 * Gzip bytes of every script a page loads before any interaction: load it, wait until the network is
 * idle, never scroll or click. Sizes are of the raw bodies gzipped at level 9, so the figure does not
 * depend on how a host compresses. With a session, the page starts signed in, as after sign-in.
 */
export async function measureJsAtLoad(
  browser: Browser,
  url: string,
  session?: StoredSession,
): Promise<{ bytes: number; files: string[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (session) await context.addInitScript(seedStorage, session);
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      // A body read after a navigation away is gone; a redirect shows up as the wrong final URL instead.
      bodies.set(
        response.url(),
        response.body().catch(() => undefined),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  if (page.url() !== url) throw new Error(`${url} went to ${page.url()}: measure it as the right visitor`);
  let bytes = 0;
  for (const body of bodies.values()) {
    const raw = await body;
    if (raw) bytes += gzipSync(raw, { level: 9 }).length;
  }
  await context.close();
  return { bytes, files: [...bodies.keys()].map((u) => new URL(u).pathname) };
}

/** Runs in the page: stores the session under the keys sign-in uses. */
export function seedStorage(session: StoredSession): void {
  localStorage.setItem('token', session.token);
  localStorage.setItem('user', JSON.stringify(session.user));
}
