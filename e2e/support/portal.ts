import { expect, test as base, type Page } from '@playwright/test';
import { completeProfileThroughApi, signInThroughApi, type ApiSession } from './api.ts';
import { axeScan } from './axe.ts';

/** A toast (react-toastify renders each as role=alert inside its container). */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}

/** A polite live region currently holding `text`: what a screen reader announces without focus moving. */
export function liveRegion(page: Page, text: string) {
  return page.locator('[aria-live="polite"]').filter({ hasText: text });
}

/**
 * Runs axe on the page once its CSS transitions have settled and expects no violations. A tooltip caught
 * half-faded (the pointer left over a help button after focus scrolled the form) blends its colours and
 * fails the contrast rule although no reader ever sees it that way for more than 150 ms.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const { violations } = await axeScan(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** What a stored user reads, straight from localStorage. */
export async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
}

/**
 * Users signed in through the real API: `freshUser` has no profile yet, one per worker, for tests that only read
 * it or stub the calls that would change it; `profiledUser` has completed it, one per test, since the application
 * draft it types is kept in the account and would otherwise greet the next test.
 */
export const test = base.extend<{ profiledUser: ApiSession }, { freshUser: ApiSession }>({
  freshUser: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await signInThroughApi(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  profiledUser: async ({ request }, use) => {
    await use(await completeProfileThroughApi(request, await signInThroughApi(request)));
  },
});

export { expect };
