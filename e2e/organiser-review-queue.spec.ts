import type { APIRequestContext, Page } from '@playwright/test';
import { openAs } from './support/api.ts';
import { inviteLink, invitesTexted } from './support/invites.ts';
import { applicantWithApplication, organiserSession, reviewerSession } from './support/organiser.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';
import { seededReviewer } from './support/seeded-accounts.ts';

// Real API round trips on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * Assignments change what every reviewer sees (once any exists, a reviewer sees only theirs): the spec removes
 * the ones that exist when it ends, so the other specs' reviewers see every application again. With `of`, only that
 * reviewer's, and none on the applications `keep` lists.
 */
async function unassign(
  request: APIRequestContext,
  token: string,
  { of, keep = [] }: { of?: string; keep?: string[] } = {},
) {
  const auth = { Authorization: `Bearer ${token}` };
  // Every page: automatic assignment reached every application of the server, not only this test's.
  for (let page = 1; ; page++) {
    const list = await request.get(`/api/organiser/submissions?pageSize=200&page=${page}`, { headers: auth });
    const { submissions } = await list.json();
    if (submissions.length === 0) return;
    for (const row of submissions as { id: string; assignees: { mobile: string }[] }[]) {
      if (keep.includes(row.id)) continue;
      for (const { mobile } of row.assignees) {
        if (of && mobile !== of) continue;
        await request.delete(`/api/organiser/submissions/${row.id}/assignees/${mobile}`, { headers: auth });
      }
    }
  }
}

/** Scores every criterion 4 from the keyboard, starting on the first criterion's first radio, and saves. */
async function reviewByKeyboard(page: Page, comment: string) {
  const form = page.locator('form[aria-labelledby="review-title"]');
  await expect(form.getByRole('radio').first()).toBeFocused();
  for (let criterion = 0; criterion < 6; criterion++) {
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
  }
  await expect(form.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await page.keyboard.type(comment);
  await page.keyboard.press('Tab');
  // The feedback reasons come next: the first ticked from the keyboard, the others passed over.
  const reasons = form.getByRole('checkbox');
  await expect(reasons.first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(reasons.first()).toBeChecked();
  const more = (await reasons.count()) - 1;
  for (let i = 0; i < more; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save and next' })).toBeFocused();
  // Every criterion was scored 4 by those keys before anything is sent.
  await expect(form.getByRole('radio', { name: '4', checked: true })).toHaveCount(6);
  await page.keyboard.press('Enter');
}

test('an organiser auto-assigns; a reviewer works through the queue by keyboard and declares a conflict', async ({
  page,
  request,
}) => {
  const tag = unique();
  const apps = [];
  for (const n of [1, 2, 3, 4]) {
    apps.push(
      await applicantWithApplication(request, { name: `Founder ${tag} ${n}`, startupName: `Queue ${tag} ${n}` }),
    );
  }
  const organiser = await organiserSession(request, 'queue');
  const reviewer = await reviewerSession(request, 'queue');
  const reviewerQueue = reviewer.mobile;
  try {
    // The organiser assigns one reviewer to every application from the figures page.
    await openAs(page, '/organiser/stats', organiser);
    const reviewers = page.getByRole('region', { name: 'Reviewers' });
    // A cap too low for every application (this test's four alone want 8 reviews, more than the suite's reviewers
    // give at 1 each): what fits is assigned, and the page says what is left and why, naming the field that would
    // fill it.
    await reviewers.getByRole('spinbutton', { name: 'Reviews per application' }).fill('2');
    await reviewers.getByRole('spinbutton', { name: 'Most applications per reviewer' }).fill('1');
    await reviewers.getByRole('button', { name: 'Assign reviewers' }).click();
    const outcome = reviewers.getByRole('status');
    await expect(outcome).toContainText(
      /^\d+ reviews? assigned\. \d+ applications? (is|are) still short of \d+ reviews?: \d+ because every reviewer they may have already has 1 \(raise “Most applications per reviewer” to fill them\)/,
    );
    await expect(
      outcome
        .getByRole('listitem')
        .filter({ hasText: /: \d reviews? short: Every reviewer without a conflict of interest is at the cap$/ })
        .first(),
    ).toBeVisible();
    await reviewers.getByRole('spinbutton', { name: 'Reviews per application' }).fill('1');
    await reviewers.getByRole('spinbutton', { name: 'Most applications per reviewer' }).fill('1000');
    await reviewers.getByRole('button', { name: 'Assign reviewers' }).click();
    await expect(reviewers.getByRole('status')).toHaveText(/^\d+ reviews? assigned$/);
    await expect(reviewers.getByRole('row', { name: new RegExp(reviewerQueue) })).toBeVisible();
    await expectNoAxeViolations(page);
    // This test's four applications go to this test's reviewer, whoever automatic assignment chose, and only they:
    // the queue then holds applications this test made (each with a deck), not other specs' ones.
    for (const a of apps) {
      const res = await request.put(`/api/organiser/submissions/${a.submissionId}/assignees/${reviewerQueue}`, {
        headers: { Authorization: `Bearer ${organiser.token}` },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await unassign(request, organiser.token, { of: reviewerQueue, keep: apps.map((a) => a.submissionId) });

    await openAs(page, '/organiser/review', reviewer);
    // The open application's name: the island's first heading.
    const startupHeading = page.locator('.organiser-island h2').first();
    const progress = page.getByRole('status').filter({ hasText: / of \d+ done$/ });
    const total = apps.length;
    await expect(progress).toHaveText(`0 of ${total} done`);
    await expectNoAxeViolations(page);

    // Two applications scored and saved with "Save and next", the keyboard never leaving the form; the deck
    // waits behind its button, so no frame can take the focus.
    for (const done of [1, 2]) {
      const before = await startupHeading.textContent();
      await reviewByKeyboard(page, `Keyboard review ${done}`);
      await expect(progress).toHaveText(`${done} of ${total} done`);
      await expect(startupHeading).not.toHaveText(before!);
      await expect(page.locator('form[aria-labelledby="review-title"]').getByRole('radio').first()).toBeFocused();
      await expect(page.locator('iframe')).toHaveCount(0);
      // The form stays up for the next application, which is not scored: nothing says "Review saved" under it.
      await expect(page.getByText('Review saved')).toHaveCount(0);
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    }

    // A conflict on the third: it leaves the queue at once, and the next one opens.
    const conflicted = await startupHeading.textContent();
    await page.getByText('Declare a conflict of interest').click();
    await page.getByRole('textbox', { name: 'Why you should not review this application' }).fill('A former colleague');
    await page.getByRole('button', { name: 'Declare conflict' }).click();
    await expect(progress).toHaveText(`2 of ${total - 1} done`);
    await expect(startupHeading).not.toHaveText(conflicted!);
    await expect(startupHeading).toContainText(`Queue ${tag} `);
    // The declaration was about the one before: nothing says so under this one.
    await expect(page.getByText('Conflict of interest declared')).toHaveCount(0);

    // The deck loads when asked for.
    await page.getByRole('button', { name: 'Show the deck' }).click();
    await expect(page.locator('iframe[title^="Pitch deck"]')).toHaveAttribute('src', /^data:application\/pdf;base64,/);
  } finally {
    await unassign(request, organiser.token);
  }
});

test('an organiser assigns and removes a reviewer by hand, by keyboard; the list shows who reviews what', async ({
  page,
  request,
}) => {
  const reviewerQueue = seededReviewer('queue').mobile;
  const tag = unique();
  const startupName = `Haath ${tag}`;
  // No deck: the PDF frame of the application page would take the focus as it loads, which is not this test's subject.
  const applicant = await applicantWithApplication(request, { name: `Founder ${tag}`, startupName, deck: false });
  // One reviewer joins the applicant's team (invited, and accepting with their own number): the conflict rule keeps
  // that reviewer off it. (An invitation alone would not: the applicant typed that number.)
  const cofounder = await reviewerSession(request, 'cofounder');
  const before = (await invitesTexted(cofounder.mobile)).length;
  const invited = await request.post('/api/cofounders', {
    headers: { Authorization: `Bearer ${applicant.token}` },
    data: { mobile: cofounder.mobile, role: 'CTO' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URLSearchParams((await inviteLink(cofounder.mobile, { after: before })).split('?')[1]).get('token');
  const accepted = await request.post(`/api/invites/${token}/accept`, {
    headers: { Authorization: `Bearer ${cofounder.token}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const organiser = await organiserSession(request, 'assign');
  try {
    await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
    const panel = page.getByRole('region', { name: 'Reviewers' });
    await expect(panel.getByText('Nobody is assigned.')).toBeVisible();
    const select = panel.getByRole('combobox', { name: 'Assign a reviewer' });
    // The conflicted reviewer is offered, disabled, with why.
    const conflicted = select.locator(`option[value="${cofounder.mobile}"]`);
    await expect(conflicted).toBeDisabled();
    await expect(conflicted).toContainText(
      'conflict of interest, The reviewer is a co-founder on the application (accepted the invitation with their number)',
    );

    // By keyboard: the select takes the focus, the arrows choose, Tab reaches "Assign", Enter sends.
    await select.focus();
    await select.selectOption(reviewerQueue);
    await expect(select).toBeFocused();
    // Disabled until a reviewer is chosen: nothing to send before.
    const assign = panel.getByRole('button', { name: 'Assign' });
    await expect(assign).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(
      assign,
      await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? ''),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status').filter({ hasText: 'Reviewer assigned' })).toBeVisible();
    const item = panel.getByRole('listitem').filter({ hasText: reviewerQueue });
    await expect(item).toContainText('not reviewed yet');
    await expect(select.locator(`option[value="${reviewerQueue}"]`)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The list shows the application's reviewers.
    await page.goto(`/organiser?q=${tag}`);
    const row = page.getByRole('row', { name: new RegExp(startupName) });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: 'Reviewers' })).toBeVisible();
    await expect(row.getByRole('cell', { name: reviewerQueue })).toBeVisible();

    // Removed by keyboard, from a 44 px button on a phone.
    await page.goto(`/organiser/application?id=${applicant.submissionId}`);
    await page.setViewportSize({ width: 375, height: 800 });
    const remove = panel.getByRole('button', { name: `Remove ${reviewerQueue}` });
    const box = (await remove.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status').filter({ hasText: 'Reviewer unassigned' })).toBeVisible();
    await expect(panel.getByText('Nobody is assigned.')).toBeVisible();
    await page.goto(`/organiser?q=${tag}`);
    await expect(page.getByRole('row', { name: new RegExp(startupName) })).not.toContainText(reviewerQueue);
  } finally {
    await unassign(request, organiser.token);
  }
});
