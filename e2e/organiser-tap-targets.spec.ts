import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { expect, test } from './support/portal.ts';

test.describe.configure({ timeout: 90_000 });

/**
 * The workspace's own controls (its tabs and its island; the account menu is the public site's)
 * smaller than 44 × 44 px. Links inside running text are excepted, as WCAG does.
 */
const smallTargets = () =>
  [
    ...document.querySelectorAll<HTMLElement>(
      ['.organiser-nav a', ...['button', 'select', 'input', 'textarea', 'a'].map((t) => `.organiser-island ${t}`)].join(
        ', ',
      ),
    ),
  ]
    .filter((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (el.tagName === 'A' && el.closest('p, dd') && !el.closest('nav')) return false;
      // A radio or checkbox counts with its label, which is what a finger taps.
      const target =
        el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type) ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      return r.height < 44 || r.width < 44;
    })
    .map(
      (el) =>
        `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`,
    );

test('every control of the workspace is at least 44 px square at 375 px', async ({ page, request }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  // A name of one short word: its link in the list is narrower than a finger unless the link itself is made 44 px.
  const applicant = await applicantWithApplication(request, {
    name: `Tara ${tag}`,
    startupName: `T${tag.slice(0, 2)}`,
  });
  const organiser = await organiserSession(request, 'targets');
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/organiser',
    `/organiser/application?id=${applicant.submissionId}`,
    '/organiser/review',
    '/organiser/stats',
    '/organiser/settings',
  ]) {
    await openAs(page, path, organiser);
    // The island has drawn: a section heading, or the list's table.
    await expect(
      page.locator('.organiser-island').locator('h2, table').filter({ visible: true }).first(),
    ).toBeVisible();
    expect(await page.evaluate(smallTargets), path).toEqual([]);
  }
});
