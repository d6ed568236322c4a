import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { expect, test } from './support/portal.ts';

test.describe.configure({ timeout: 90_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * A later review round, created but not opened: opening one would lock every applicant's edits in this suite's shared
 * server (the API suite proves that, and the reviews of a round after the first).
 */
test('an organiser carries two applications from the list into a later round, then filters the list by it', async ({
  page,
  request,
}) => {
  const run = unique();
  const names = ['Krishi', 'Paani', 'Dhoop'].map((n) => `${n} ${run}`);
  for (const startupName of names) await applicantWithApplication(request, { name: `Founder ${run}`, startupName });
  const organiser = await organiserSession(request, 'rounds');
  const round = `Committee ${run}`;
  const created = await request.post('/api/organiser/rounds', {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: {
      name: round,
      rubric: { criteria: [{ id: 'fit', label: 'Fit for the final', weight: 1 }] },
      reviewsPerApplication: 2,
      visibility: { othersScores: 'never' },
    },
  });
  expect(created.status()).toBe(201);

  await openAs(page, `/organiser?q=${run}`, organiser);
  await expect(page.getByRole('link', { name: names[2]! })).toBeVisible();
  await page.getByRole('checkbox', { name: `Choose ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Choose ${names[1]}` }).check();

  // Nothing carried before a round is chosen, and the form says so.
  const carrying = page.getByRole('form', { name: 'Carry into a round' });
  await expect(carrying.getByText('2 chosen in the list')).toBeVisible();
  await carrying.getByRole('button', { name: 'Carry into the round' }).click();
  await expect(carrying.getByRole('status')).toHaveText('Choose the round to carry the applications into');
  await carrying.getByRole('combobox', { name: 'Round' }).selectOption({ label: `${round} (Not opened yet)` });
  await carrying.getByRole('button', { name: 'Carry into the round' }).click();
  await expect(carrying.getByRole('status')).toHaveText(`2 applications now in “${round}”`);

  // Filtered by that round: the two carried, not the third; the round in the address, so the view can be shared.
  const filters = page.getByRole('search', { name: 'Filter applications' });
  await filters.getByRole('combobox', { name: 'Round' }).selectOption({ label: round });
  await expect(page).toHaveURL(/round=\d+/);
  await expect(page.getByRole('status').filter({ hasText: '1–2 of 2 applications' })).toBeVisible();
  await expect(page.getByRole('link', { name: names[0]! })).toBeVisible();
  await expect(page.getByRole('link', { name: names[1]! })).toBeVisible();
  await expect(page.getByRole('link', { name: names[2]! })).toHaveCount(0);

  // Reloaded, the address keeps the round; back on the current round, all three.
  await page.reload();
  await expect(filters.getByRole('combobox', { name: 'Round' })).toHaveValue(/\d+/);
  await expect(page.getByRole('status').filter({ hasText: '1–2 of 2 applications' })).toBeVisible();
  await filters.getByRole('combobox', { name: 'Round' }).selectOption({ label: 'The current round' });
  await expect(page).not.toHaveURL(/round=/);
  await expect(page.getByRole('status').filter({ hasText: '1–3 of 3 applications' })).toBeVisible();
});
