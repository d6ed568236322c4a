import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves focus to `target` with Tab (or Shift+Tab when it lies before the focused element) and fails
 * if the keyboard cannot reach it: proof that a step works without a pointer.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < maxPresses; presses++) {
    const where = await target.evaluate((el) => {
      const active = document.activeElement;
      if (el === active) return 'here';
      if (!active || active === document.body) return 'after';
      return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${maxPresses} Tab presses`).toBeFocused();
}

/** Types into a field reached by keyboard. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Picks a select's option by typing the start of its label, as a keyboard user does. */
export async function chooseByKeyboard(page: Page, select: Locator, label: string, value: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select).toHaveValue(value);
}
