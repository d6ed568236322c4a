import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the React island around `inside` has hydrated: Astro drops the island's `ssr` attribute
 * once React has taken over the HTML it rendered at build time.
 */
export async function islandHydrated(inside: Locator): Promise<void> {
  await expect(inside.locator('xpath=ancestor-or-self::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Waits until the element `selector` finds listens for `type`, as DevTools reads it (Chromium). Astro drops `ssr`
 * when it has asked React to hydrate, in a transition React finishes later and runs effects after: a test that times
 * what an effect schedules (a carousel's first automatic step on a frozen clock) waits for the effect's listener.
 */
export async function listensTo(page: Page, selector: string, type: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await expect
      .poll(async () => {
        const { result } = await cdp.send('Runtime.evaluate', {
          expression: `document.querySelector(${JSON.stringify(selector)})`,
        });
        if (!result.objectId) return [];
        const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
        await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
        return listeners.map((listener) => listener.type);
      })
      .toContain(type);
  } finally {
    await cdp.detach();
  }
}

/**
 * Brings the first island that hydrates when seen (client:visible, client:organisers="visible") and has not yet
 * into view, until `check` passes. Such an island hydrates only if it is on screen at some frame: a jump to the foot
 * of the page can pass over one in the middle (the islands below it having grown the page), and it never loads.
 */
export async function scrollUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.evaluate(() =>
      document
        .querySelector(`astro-island[ssr][client="visible"], astro-island[ssr][opts*='"visible"']`)
        ?.firstElementChild?.scrollIntoView(),
    );
    await check();
  }).toPass();
}

/** scrollUntil `shown` (what an island renders once hydrated) is visible. */
export const scrollUntilShown = (page: Page, shown: Locator) =>
  scrollUntil(page, () => expect(shown).toBeVisible({ timeout: 1_000 }));
