import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/**
 * Gzip bytes of every script a page loads before any interaction: load it, wait until the network is
 * idle, never scroll or click. Sizes are of the raw bodies gzipped at level 9, so the figure does not
 * depend on how a host compresses.
 */
export async function measureJsAtLoad(browser: Browser, url: string): Promise<{ bytes: number; files: string[] }> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      bodies.set(response.url(), response.body());
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  let bytes = 0;
  for (const body of bodies.values()) bytes += gzipSync(await body, { level: 9 }).length;
  await page.close();
  return { bytes, files: [...bodies.keys()].map((u) => new URL(u).pathname) };
}
