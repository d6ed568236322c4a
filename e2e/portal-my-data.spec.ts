import { readFile } from 'node:fs/promises';
import { openAs } from './support/api.ts';
import { applicantWithApplication } from './support/organiser.ts';
import { latestOtp, otpCodes, wrongCode } from './support/otp.ts';
import { expect, test, toast } from './support/portal.ts';

test.describe.configure({ timeout: 120_000 });

test('a user downloads their data, then deletes their account with a one-time code', async ({ page, request }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, { name: `Meera ${tag}`, startupName: `Hawa ${tag}` });
  await openAs(page, '/profile', applicant);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-launchpad-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ mobile: applicant.mobile, name: `Meera ${tag}` });
  expect(data.applications).toEqual([
    expect.objectContaining({ id: applicant.submissionId, status: 'SUBMITTED', versions: [expect.anything()] }),
  ]);
  expect(data.applications[0].files[0].link).toMatch(/^\/api\/me\/files\//);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('This erases your profile, drafts and files for good')).toBeVisible();
  // The sign-in code went out moments ago: a new one may be sent once its 30 s cooldown is over.
  const before = (await otpCodes(applicant.mobile)).length;
  await expect(async () => {
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(toast(page, 'We sent a one-time code to your number')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [5_000] });
  const code = await latestOtp(applicant.mobile, { after: before });

  await page.getByLabel('One-time code').fill(wrongCode(code));
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(toast(page, 'Invalid OTP. Please try again')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Your account and your data have been deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const after = await request.get('/api/user-details', { headers: { Authorization: `Bearer ${applicant.token}` } });
  expect(after.status()).toBe(401);
});
