import type { Page } from '@playwright/test';
import { completeProfileThroughApi, openAs, signInThroughApi } from './support/api.ts';
import { pdfFile } from './support/files.ts';
import { expect, expectNoAxeViolations, test, toast } from './support/portal.ts';

// Real API round trips and axe scans: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' });
const VIDEO = 'Video Pitch (YouTube link)';
const DECK = 'Pitch Deck (PDF)';
const DECK_OR_VIDEO = 'Please attach a pitch deck or enter a video pitch link';
const FILES_NOT_KEPT = 'Files are not kept on this device: attach your pitch deck again before you submit.';

/** The accessible names of what the next `presses` Tab presses focus, in order. */
async function tabSequence(page: Page, presses: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    names.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
        return (label ?? el?.getAttribute('aria-label') ?? el?.textContent ?? '').replace(/\s*\*\s*$/, '').trim();
      }),
    );
  }
  return names;
}

test.describe('the co-founder fields', () => {
  test('come right after the checkbox, next in focus order, side by side on desktop', async ({
    page,
    profiledUser,
  }) => {
    await openAs(page, '/application', profiledUser);
    const box = field(page, 'I have Co-founders');
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    // Next in line: the checkbox's help, then each co-founder field (after its own help button).
    expect(await tabSequence(page, 4)).toEqual([
      'About I have Co-founders',
      'About Co-founder Name',
      'Co-founder Name',
      'About Co-founder Role',
    ]);
    expect(await tabSequence(page, 1)).toEqual(['Co-founder Role']);

    // One row of two below the checkbox: no empty cell beside either (polled: the reveal may still be laying out).
    await expect
      .poll(async () => {
        const checkbox = (await box.boundingBox())!;
        const name = (await field(page, 'Co-founder Name').boundingBox())!;
        const role = (await field(page, 'Co-founder Role').boundingBox())!;
        return name.y > checkbox.y && Math.abs(name.y - role.y) < 1 && role.x > name.x + name.width;
      })
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test('appear in view below the checkbox on a phone', async ({ page, profiledUser }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAs(page, '/application', profiledUser);
    const box = field(page, 'I have Co-founders');
    await box.scrollIntoViewIfNeeded();
    await box.check();
    await expect(field(page, 'Co-founder Name')).toBeInViewport();
    expect((await field(page, 'Co-founder Name').boundingBox())!.y).toBeGreaterThan((await box.boundingBox())!.y);
  });
});

test.describe('deck or video', () => {
  test('a video link alone is enough to apply', async ({ page, request }) => {
    const session = await completeProfileThroughApi(request, await signInThroughApi(request));
    await openAs(page, '/application', session);
    await submit(page).click();
    await expect(page.getByText(DECK_OR_VIDEO, { exact: true })).toHaveCount(2);
    await expect(field(page, DECK)).toHaveAccessibleDescription(new RegExp(DECK_OR_VIDEO));
    await expect(field(page, VIDEO)).toHaveAccessibleDescription(new RegExp(DECK_OR_VIDEO));

    await field(page, VIDEO).fill('https://youtu.be/dQw4w9WgXcQ');
    await expect(page.getByText(DECK_OR_VIDEO, { exact: true })).toHaveCount(0);
    await submit(page).click();
    await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
    await expect(toast(page, 'Application submitted successfully')).toBeVisible();
  });
});

test('a 409 shows the submitted state with one message and no error toast', async ({ context, request }) => {
  const session = await completeProfileThroughApi(request, await signInThroughApi(request));
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) {
    await openAs(page, '/application', session);
    await field(page, VIDEO).fill('https://youtu.be/dQw4w9WgXcQ');
  }
  await submit(first).click();
  await expect(first.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();

  await submit(second).click();
  await expect(second.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
  await expect(second.getByText('You have already submitted an application.')).toBeVisible();
  await expect(second.locator('.Toastify').getByRole('alert')).toHaveCount(0);
  expect(await second.evaluate(() => localStorage.getItem('applicationFormData'))).toBeNull();
});

test('the form waits for the application window, then appears once, its closing time above it', async ({
  page,
  profiledUser,
}) => {
  // The window's answer is held back: a form drawn before it would be pushed down by the line, and was
  // drawn a second time, losing the focus and a picked file.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/application-window', async (route) => {
    await held;
    await route.continue();
  });
  await openAs(page, '/application', profiledUser);
  await expect(page.getByRole('status').filter({ hasText: 'Loading the application form…' })).toBeVisible();
  await expect(field(page, VIDEO)).toHaveCount(0);

  release();
  await expect(page.getByText(/^Applications close on /)).toBeVisible();
  await expect(field(page, VIDEO)).toBeVisible();
});

test('a restored draft says files must be attached again; a chosen deck locks its marker and stays replaceable', async ({
  page,
  profiledUser,
}) => {
  await openAs(page, '/application', profiledUser);
  await expect(page.getByText(FILES_NOT_KEPT)).toHaveCount(0);
  await expect(page.getByText(/saved to your account as you type, so you can continue on any device/)).toBeVisible();

  await page.evaluate(() =>
    localStorage.setItem('applicationFormData', JSON.stringify({ videoPitch: '', cofounderName: 'Ravi' })),
  );
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: FILES_NOT_KEPT })).toBeVisible();

  const deck = field(page, DECK);
  const picker = page.locator('[data-picked]');
  await deck.setInputFiles(pdfFile('first.pdf'));
  await expect(deck).toHaveAccessibleDescription(/^first\.pdf/);
  await expect(picker).toHaveAttribute('data-locked', '');
  await expect(page.getByText(FILES_NOT_KEPT)).toHaveCount(0);
  await expect(deck).toBeEnabled();

  await deck.setInputFiles(pdfFile('second.pdf'));
  await expect(deck).toHaveAccessibleDescription(/^second\.pdf/);
  await expect(picker).toHaveAttribute('data-locked', '');

  await page.getByRole('button', { name: 'Remove second.pdf' }).click();
  await expect(page.locator('[data-locked]')).toHaveCount(0);
});

test('/complete-profile for a completed profile shows the saved profile on /profile', async ({
  page,
  profiledUser,
}) => {
  await openAs(page, '/complete-profile', profiledUser);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(field(page, 'Full Name')).toHaveValue('Asha Mehta');
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
});

test('a field’s tooltip also shows while its label is hovered or its input has focus', async ({
  page,
  profiledUser,
}) => {
  await openAs(page, '/application', profiledUser);
  const tip = page.getByRole('tooltip').filter({ hasText: 'Check if you have Co-founders' });
  await expect(tip).toBeHidden();
  await page.locator('label', { hasText: 'I have Co-founders' }).hover();
  await expect(tip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();

  await field(page, 'I have Co-founders').focus();
  await expect(tip).toBeVisible();
  // Escape dismisses it without moving focus; moving on brings tooltips back.
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(field(page, 'I have Co-founders')).toBeFocused();

  const videoTip = page.getByRole('tooltip').filter({ hasText: 'A link to a short pitch video' });
  await field(page, VIDEO).focus();
  await expect(videoTip).toBeVisible();
  await expect(tip).toBeHidden();
});
