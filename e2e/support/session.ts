import type { BrowserContext, Page } from '@playwright/test';

export interface SeededUser {
  name?: string;
  isProfileCompleted?: boolean;
  isApplicationSubmitted?: boolean;
  role?: string;
}

/**
 * Stores a session the way sign-in does, then reloads so the page starts from it. The token is not one
 * the API issued, so the user-details refresh every page makes with a stored token is answered with
 * this user for every tab of the context (a real 401 would sign the seeded visitor out).
 */
export async function seedSession(page: Page, user: SeededUser, token = 'seeded-token'): Promise<void> {
  await page
    .context()
    .route('**/api/user-details', (route) => route.fulfill({ status: 200, json: { user, startUpInfo: {} } }));
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user] as const,
  );
  await page.reload();
}

export async function storedKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    applicationFormData: localStorage.getItem('applicationFormData'),
  }));
}

/** The preloader covers the page for 1200 ms at start; wait until it has gone. */
export async function waitForPreloader(page: Page): Promise<void> {
  await page.locator('[data-preloader]').waitFor({ state: 'hidden' });
}

/**
 * Keeps the start-up preloader out of a test about something else: it plays on every load a test makes
 * with page.goto (no in-site referrer), and is tested on its own in chrome-navigation.spec.ts.
 */
export async function skipPreloader(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('[data-preloader] { display: none !important; }');
    document.adoptedStyleSheets = [sheet];
  });
}
