import { readFileSync } from 'node:fs';
import { openAs, signInThroughApi } from './support/api.ts';
import { expect, expectNoAxeViolations, test, toast } from './support/portal.ts';
import { fillProfileForm } from './support/profile-form.ts';

const NOTICE_VERSION = (
  JSON.parse(readFileSync(new URL('../content/privacy.json', import.meta.url), 'utf8')) as { version: string }
).version;
const REQUIRED = 'Please read the privacy notice and tick the box to accept it';

test.describe.configure({ timeout: 60_000 });

test('complete-profile shows the itemised notice and saves only once it is accepted, with its version', async ({
  page,
  request,
}) => {
  // A number of its own: this test completes the profile.
  await openAs(page, '/complete-profile', await signInThroughApi(request));
  const notice = page.getByRole('region', { name: 'Privacy notice text' });
  await expect(notice.getByRole('heading', { name: 'Mobile number' })).toBeVisible();
  await expect(notice.getByText('Grievance officer', { exact: true })).toBeVisible();
  await expect(notice.getByText('गोपनीयता सूचना (हिन्दी में पढ़ें)')).toBeVisible();

  await fillProfileForm(page);
  const accept = page.getByRole('checkbox', { name: /I have read this privacy notice/ });
  await accept.uncheck();
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/user-details')) posted++;
  });
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(toast(page, REQUIRED)).toBeVisible();
  await expect(accept).toBeFocused();
  await expect(accept).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);

  await accept.check();
  const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/user-details'));
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ privacyNoticeVersion: NOTICE_VERSION });
  await expect(page.getByRole('heading', { name: 'Profile Completed Successfully – Thank You!' })).toBeVisible();
  await expectNoAxeViolations(page);
});
