import { readFile } from 'node:fs/promises';
import { openAs, seededSession } from './support/api.ts';
import { applicantWithApplication } from './support/organiser.ts';
import { latestOtp, otpCodes, wrongCode } from './support/otp.ts';
import { expect, test, toast } from './support/portal.ts';
import { seededAccount } from './support/seeded-accounts.ts';
import { E2E_BASE_URL } from './support/server-env.ts';

test.describe.configure({ timeout: 60_000 });

test('a user downloads their data, then deletes their account with a one-time code', async ({
  page,
  request,
}, testInfo) => {
  const tag = Math.random().toString(36).slice(2, 8);
  // An account with a session whose number has not been sent a code (support/seeded-accounts.ts): the deletion's
  // code goes out at once, where a number just signed in by SMS would wait out the API's 30 s between codes.
  const signedIn = await seededSession(request, seededAccount('deleting', testInfo.retry));
  const applicant = await applicantWithApplication(request, {
    name: `Meera ${tag}`,
    startupName: `Hawa ${tag}`,
    signedIn,
  });
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
  // Each file link opens from the downloaded file: an absolute, signed address, no token, and the export says until when.
  const link: string = data.applications[0].files[0].link;
  expect(link.startsWith(`${E2E_BASE_URL}/api/my-files/`)).toBe(true);
  expect(data.fileLinks.note).toMatch(/^Each file link in this export opens the file without signing in until /);
  const file = await request.get(link);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('This erases your profile, drafts and files for good')).toBeVisible();
  expect(await otpCodes(applicant.mobile)).toEqual([]);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(toast(page, 'We sent a one-time code to your number')).toBeVisible();
  const code = await latestOtp(applicant.mobile);

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
  // The account's sessions are gone, and the links to its files with them.
  expect((await request.get(link)).status()).toBe(403);
});
