import { openAs, seededSession } from './support/api.ts';
import { latestOtp, otpCodes } from './support/otp.ts';
import { applicantWithApplication, organiserSession, reviewerSession } from './support/organiser.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';
import { seededAccount } from './support/seeded-accounts.ts';
import { scrollUntil } from './support/islands.ts';

test.describe.configure({ timeout: 90_000 });

test('a founder shortlisted with a note, then not selected without one, reads the current decision only', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, { name: `Asha ${tag}`, startupName: `Neer ${tag}` });
  const organiser = await organiserSession(request, 'decisions');
  const congratulations = `Congratulations! Please book a mentor slot by 5 December ${tag}`;
  for (const data of [
    { status: 'SHORTLISTED', note: congratulations },
    { status: 'REJECTED', note: '' },
  ]) {
    const res = await request.post(`/api/organiser/submissions/${applicant.submissionId}/status`, {
      headers: { Authorization: `Bearer ${organiser.token}` },
      data,
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await openAs(page, '/application', applicant);
  // The page leads with the outcome, never under a success heading, and offers nothing left to change.
  await expect(page.getByRole('heading', { level: 2, name: 'Your application was not selected' })).toBeVisible();
  await expect(
    page.getByText('Thank you for applying. The jury could not select every startup this time.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change my application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  // Nobody was invited, and nobody may be now: the co-founders panel goes once it has read that.
  await scrollUntil(page, () =>
    expect(page.getByRole('region', { name: 'Co-founders' })).toHaveCount(0, { timeout: 1_000 }),
  );
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your application: Not selected' })).toBeVisible();
  // No note came with the decision, so none is shown as the organisers' word on it.
  await expect(page.getByText('Note from the organisers:')).toHaveCount(0);
  const steps = page.getByRole('list', { name: "Your application's steps" }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(2)).toContainText('Shortlisted');
  await expect(steps.nth(2)).toContainText(congratulations);
  await expect(steps.nth(3)).toContainText('Not selected');
  await expect(steps.nth(3)).not.toContainText('✓');
  await expect(steps.nth(3)).toHaveAttribute('data-tone', 'declined');
  // What they sent is one click away: answers in words (not codes), the deck by its name, the video as a link.
  await page.getByText('Read what you submitted').click();
  const sent = page.locator('details', { hasText: 'Read what you submitted' });
  await expect(sent).toContainText(`Neer ${tag}`);
  await expect(sent).toContainText('MVP Ready');
  await expect(sent).not.toContainText('MVP_READY');
  await expect(sent).toContainText('deck.pdf');
  await expect(sent.getByRole('link', { name: /Watch the video pitch/ })).toHaveAttribute(
    'href',
    'https://youtu.be/dQw4w9WgXcQ',
  );
  await expectNoAxeViolations(page);

  // From anywhere on the site, the account menu leads back to this page in one step.
  await page.goto('/faqs');
  await page.getByRole('banner').locator('[data-account-toggle]').click();
  await page.getByRole('banner').getByRole('link', { name: 'My application' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await expect(page.getByRole('heading', { name: 'Your application: Not selected' })).toBeVisible();

  // /profile says where the application stands and links to it.
  await page.goto('/profile');
  const status = page.getByRole('region', { name: 'Your application' });
  await expect(status).toContainText('Status: Not selected.');
  await status.getByRole('link', { name: 'Read your application and any note from the organisers' }).click();
  await expect(page).toHaveURL(/\/application$/);
});

test('a reviewer reads neither the note to the applicant nor the others’ mean before scoring', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const startupName = `Vayu ${tag}`;
  const applicant = await applicantWithApplication(request, { name: `Ravi ${tag}`, startupName });
  const organiser = await organiserSession(request, 'notes');
  const auth = { Authorization: `Bearer ${organiser.token}` };
  const scores = { problem: 5, solution: 5, market: 5, team: 5, traction: 5, pitch: 5 };
  const base = `/api/organiser/submissions/${applicant.submissionId}`;
  expect((await request.put(`${base}/review`, { headers: auth, data: { scores } })).status()).toBe(200);
  const note = `Dear Ravi, see you on the day ${tag}`;
  expect(
    (await request.post(`${base}/status`, { headers: auth, data: { status: 'SHORTLISTED', note } })).status(),
  ).toBe(200);

  const reviewer = await reviewerSession(request, 'notes');
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, reviewer);
  await expect(page.getByRole('heading', { name: startupName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save review' })).toBeVisible();
  for (const hidden of [note, 'mean score', 'Shortlisted', '5.00'])
    await expect(page.locator('body')).not.toContainText(hidden);
  // Staff have no application of their own to look at.
  await page.getByRole('banner').locator('[data-account-toggle]').click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Organiser workspace' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My application' })).toBeHidden();
});

test('after a decision, signing in lands on /application, and once read the flag is gone', async ({
  page,
  request,
}, testInfo) => {
  const tag = Math.random().toString(36).slice(2, 8);
  // The SMS says "sign in": the applicant's number must take a new code at once, so it is an account that has a
  // session but was never sent a code (support/seeded-accounts.ts); the API waits 30 s between a number's codes.
  const signedIn = await seededSession(request, seededAccount('decisionLanding', testInfo.retry));
  const applicant = await applicantWithApplication(request, {
    name: `Ravi ${tag}`,
    startupName: `Paani ${tag}`,
    signedIn,
  });
  const organiser = await organiserSession(request, 'landing');
  const res = await request.post(`/api/organiser/submissions/${applicant.submissionId}/status`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: { status: 'SHORTLISTED', note: '' },
  });
  expect(res.status()).toBe(200);

  await page.goto('/login');
  expect(await otpCodes(applicant.mobile)).toEqual([]);
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(applicant.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestOtp(applicant.mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await expect(page.getByRole('heading', { name: 'Your application: Shortlisted' })).toBeVisible();

  // Read now: the next sign-in goes where the applicant chooses.
  const auth = { Authorization: `Bearer ${applicant.token}` };
  await expect
    .poll(async () => (await (await request.get('/api/user-details', { headers: auth })).json()).applicationStatus)
    .toMatchObject({ status: 'SHORTLISTED', unseenDecision: false });
});
