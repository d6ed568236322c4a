import { completeProfileThroughApi, openAs, signInThroughApi } from './support/api.ts';
import { expect, test } from './support/portal.ts';
import { fillProfileForm } from './support/profile-form.ts';
import { waitForPreloader } from './support/session.ts';

// The server's window is open for every spec running in parallel, so each case answers /api/application-window in
// the page; the API's own refusal outside the window is proven in the API suite.
test.describe.configure({ timeout: 60_000 });

const windowAnswer = (openAt: Date, closeAt: Date, message = '') => ({
  applicationsOpenAt: openAt.toISOString(),
  applicationsCloseAt: closeAt.toISOString(),
  isOpen: message === '',
  now: new Date().toISOString(),
  message,
});
const DAY = 86_400_000;
const CLOSED = windowAnswer(new Date(Date.now() - 30 * DAY), new Date(Date.now() - DAY), 'Applications are closed');
// 1 June 2030, 9:00 am in India.
const LATER = windowAnswer(
  new Date('2030-06-01T09:00:00+05:30'),
  new Date('2030-07-01T09:00:00+05:30'),
  'Applications open on 1 June 2030, 9:00 am IST',
);

test('outside the window the home page, its apply modal and the profile success panel say so', async ({
  page,
  request,
}) => {
  await page.route('**/api/application-window', (route) => route.fulfill({ json: CLOSED }));
  const applicant = await completeProfileThroughApi(request, await signInThroughApi(request));
  await openAs(page, '/', applicant);
  await waitForPreloader(page);
  const about = page.locator('#about');
  await expect(about.getByRole('button', { name: 'Apply Now' })).toBeHidden();
  await expect(about.getByText('Applications are closed', { exact: true })).toBeVisible();

  // The modal, opened by its address, says it too instead of offering 'Start Application'.
  await page.goto('/#apply');
  await waitForPreloader(page);
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Applications are closed', { exact: true })).toBeVisible();
  await expect(modal.getByRole('link', { name: /Start Application/ })).toBeHidden();

  // A new sign-up completing the profile is not told to apply now.
  const fresh = await signInThroughApi(request);
  await openAs(page, '/complete-profile', fresh);
  await fillProfileForm(page);
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Completed Successfully – Thank You!' })).toBeVisible();
  await expect(page.getByText('Applications are closed. Your profile is saved for the next edition.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue to your application/ })).toHaveCount(0);
});

test('before the window opens the home page says when', async ({ page, request }) => {
  await page.route('**/api/application-window', (route) => route.fulfill({ json: LATER }));
  const applicant = await completeProfileThroughApi(request, await signInThroughApi(request));
  await openAs(page, '/', applicant);
  await waitForPreloader(page);
  await expect(
    page.locator('#about').getByText('Applications open on 1 June 2030, 9:00 am IST', { exact: true }),
  ).toBeVisible();
});

test('a form open when the window closes turns to the closed state, keeping the answers on the device', async ({
  page,
  request,
}) => {
  const closesAt = new Date(Date.now() + 8_000);
  await page.route('**/api/application-window', (route) =>
    route.fulfill({ json: windowAnswer(new Date(Date.now() - DAY), closesAt) }),
  );
  const applicant = await completeProfileThroughApi(request, await signInThroughApi(request));
  await openAs(page, '/application', applicant);
  // Not one of the answers prefilled (and locked) from the profile.
  await page.getByLabel('Video Pitch (YouTube link)').fill('https://www.youtube.com/watch?v=KrishiWindow');
  await expect(page.getByRole('heading', { name: 'Applications are closed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  const draft = await page.evaluate(() => localStorage.getItem('applicationFormData'));
  expect(draft).toContain('KrishiWindow');
});
