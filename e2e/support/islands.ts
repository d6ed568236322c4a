import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the React island around `inside` has hydrated: Astro drops the island's `ssr` attribute
 * once React has taken over the HTML it rendered at build time.
 */
export async function islandHydrated(inside: Locator): Promise<void> {
  await expect(inside.locator('xpath=ancestor-or-self::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
}
