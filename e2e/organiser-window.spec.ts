import { completeProfileThroughApi, openAs, signInThroughApi } from './support/api.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';
import { waitForPreloader } from './support/session.ts';

// The server's window (seeded from content/site.json) is open now; closing it for real would close it
// for every spec running in parallel, so the closed cases answer /api/application-window in the page.
// The API's own refusal outside the window is proven in src/server/routes/organiser/window-stats-export.test.ts.
const CLOSED = {
  applicationsOpenAt: '2026-01-01T00:00:00+05:30',
  applicationsCloseAt: '2026-02-01T00:00:00+05:30',
  isOpen: false,
  now: new Date().toISOString(),
  message: 'Applications are closed',
};

test.describe.configure({ timeout: 60_000 });

test('/application shows the time left while the window is open', async ({ page, request }) => {
  const applicant = await completeProfileThroughApi(request, await signInThroughApi(request));
  await openAs(page, '/application', applicant);
  await expect(page.getByText(/^Applications close on 15 December 2026, 11:59 pm IST: .+ left\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
});

test('outside the window /application shows the closed state and the apply button is not offered', async ({
  page,
  request,
}) => {
  await page.route('**/api/application-window', (route) => route.fulfill({ json: CLOSED }));
  const applicant = await completeProfileThroughApi(request, await signInThroughApi(request));
  await openAs(page, '/application', applicant);
  await expect(page.getByRole('heading', { name: 'Applications are closed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/');
  await waitForPreloader(page);
  await expect(page.locator('#about').getByRole('link', { name: 'More About Us' })).toBeVisible();
  await expect(page.locator('#about').getByRole('button', { name: 'Apply Now' })).toBeHidden();
  await page.unroute('**/api/application-window');
  await page.reload();
  await waitForPreloader(page);
  await expect(page.locator('#about').getByRole('button', { name: 'Apply Now' })).toBeVisible();
});
