import type { APIRequestContext, Page } from '@playwright/test';
import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import type { OrganiserPurpose } from './support/seeded-accounts.ts';
import { expect, test } from './support/portal.ts';

test.describe.configure({ timeout: 90_000 });

/**
 * A new application opened by the seeded organiser of `purpose`, its deck held back until the test calls `sendDeck`: the deck arrives
 * while the reviewer is already at work in the page.
 */
async function openWithDeckHeld(
  page: Page,
  request: APIRequestContext,
  purpose: OrganiserPurpose,
  startupName: string,
) {
  const organiser = await organiserSession(request, purpose);
  const applicant = await applicantWithApplication(request, { name: `Ira ${startupName}`, startupName });
  let sendDeck!: () => void;
  const deckHeld = new Promise<void>((resolve) => (sendDeck = resolve));
  await page.route('**/api/organiser/submissions/*/files/*', async (route) => {
    await deckHeld;
    await route.continue();
  });
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  return sendDeck;
}

const tagged = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * The application page shows the deck above the review form, and Chromium's PDF viewer focuses itself once the deck
 * has loaded: a reviewer already scoring by keyboard must keep their place, whatever the frame does meanwhile.
 */
test('the deck loading beside the form never takes the keyboard from the reviewer', async ({ page, request }) => {
  // The deck arrives only once the reviewer is in the form.
  const sendDeck = await openWithDeckHeld(page, request, 'deckFocus', tagged('Tidal'));
  const problem = page.getByRole('group', { name: /^Problem/ });
  await problem.getByRole('radio', { name: '1' }).focus();
  await page.keyboard.press('Space');
  await expect(problem.getByRole('radio', { name: '1' })).toBeChecked();

  // Focus moving into the frame blurs the page's window: counted, to know the viewer has reached for it.
  await page.evaluate(() => {
    (window as unknown as { frameTookFocus: number }).frameTookFocus = 0;
    window.addEventListener('blur', () => (window as unknown as { frameTookFocus: number }).frameTookFocus++);
  });
  sendDeck();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { frameTookFocus: number }).frameTookFocus))
    .toBeGreaterThan(0);

  // Straight on from where the reviewer was: no click, no refocusing.
  await page.keyboard.press('ArrowRight');
  await expect(problem.getByRole('radio', { name: '2' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(problem.getByRole('radio', { name: '3' })).toBeChecked();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
});

test('the account menu opened while the deck loads stays open; a click into the deck closes it', async ({
  page,
  request,
}) => {
  const startupName = tagged('Lehar');
  const sendDeck = await openWithDeckHeld(page, request, 'deckMenu', startupName);
  await expect(page.getByRole('heading', { name: startupName })).toBeVisible();
  const banner = page.getByRole('banner');
  await banner.locator('[data-account-toggle]').click();
  const workspaceLink = banner.getByRole('link', { name: 'Organiser workspace' });
  await expect(workspaceLink).toBeVisible();

  sendDeck();
  const deck = page.locator(`iframe[title^="Pitch deck"]`);
  await expect(deck).toHaveAttribute('src', /^data:application\/pdf;/);
  // The viewer reaches for focus as the deck loads; the page hands it back, and the menu stays open.
  await expect(deck).not.toHaveAttribute('data-focus-guard', 'armed', { timeout: 10_000 });
  await expect(banner.locator('[data-account-toggle]')).toBeFocused();
  await expect(workspaceLink).toBeVisible();

  // Once the deck is there, a click into it is the reviewer's: the frame keeps focus and the menu closes.
  await deck.click();
  await expect(workspaceLink).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
});
