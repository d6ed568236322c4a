import type { Page } from '@playwright/test';

/**
 * Stops the page's clock at `time` before it loads: timers, animation frames and Date only move when
 * the test calls page.clock.runFor(), so timing assertions are exact and need no real waiting.
 */
export async function freezeClock(page: Page, time: Date | string): Promise<void> {
  const at = new Date(time);
  await page.clock.install({ time: new Date(at.getTime() - 1_000) });
  await page.clock.pauseAt(at);
}
