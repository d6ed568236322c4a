import { openAs, signInThroughApi } from './support/api.ts';
import { organiserSession } from './support/organiser.ts';
import { expect, test } from './support/portal.ts';

test.describe.configure({ timeout: 60_000 });

test('the stats show the day’s SMS against the budget, warn from 80 %, and codes verified per code sent', async ({
  page,
  request,
}) => {
  // A sign-in of this hour for its figures: at least one code sent and one verified (the organiser's session is seeded).
  await signInThroughApi(request);
  const organiser = await organiserSession(request, 'sms');
  await openAs(page, '/organiser/stats', organiser);
  await expect(page.getByRole('heading', { name: 'SMS today' })).toBeVisible();
  await expect(page.getByText(/^\d+ of 2000 SMS sent on \d{4}-\d{2}-\d{2} \(India time\)/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'SMS budget' })).toHaveCount(0);
  // The sign-in above is in this hour's figures.
  const hours = page.getByRole('table').filter({ hasText: 'Verified per sent' });
  await expect(hours.getByRole('row')).not.toHaveCount(1);
  // Each row is an hour of India's clock, as its heading says: 3:00 pm, never 3:30 pm.
  for (const hour of await hours.getByRole('rowheader').all()) await expect(hour).toHaveText(/^\d{1,2}:00 [ap]m$/);

  // The same page on a busy day: 1,650 of 2,000 sent.
  await page.route('**/api/organiser/stats', async (route) => {
    const response = await route.fetch();
    const stats = await response.json();
    await route.fulfill({ response, json: { ...stats, sms: { ...stats.sms, sent: 1650, budget: 2000 } } });
  });
  await page.reload();
  await expect(page.getByText(/^1650 of 2000 SMS sent on/)).toBeVisible();
  await expect(
    page.getByRole('alert').filter({
      hasText: '82% of the day’s SMS budget is spent: past it, nobody can sign in until midnight, India time.',
    }),
  ).toBeVisible();
});
