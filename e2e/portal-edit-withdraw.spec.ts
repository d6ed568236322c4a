import { openAs, signInThroughApi } from './support/api.ts';
import { applicantWithApplication, staffNumbers } from './support/organiser.ts';
import { expect, test, toast } from './support/portal.ts';

test.describe.configure({ timeout: 90_000 });

test('an applicant changes their submitted application and the organiser sees what changed', async ({
  page,
  request,
}, testInfo) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, { name: `Asha ${tag}`, startupName: `Jal ${tag}` });

  await openAs(page, '/application', applicant);
  await page.getByRole('button', { name: 'Change my application' }).click();
  await expect(page.getByText('Files you do not choose again stay as they are: deck.pdf.')).toBeVisible();
  const description = page.getByRole('textbox', { name: /Startup Description/ });
  await expect(description).not.toHaveValue('');
  await description.fill(`Drip kits with a weather feed ${tag}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your changes are saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();

  const organiser = await signInThroughApi(request, staffNumbers(testInfo.retry).organiserEdits);
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  const note = page.getByRole('note', { name: 'Edited after submission' });
  await expect(note).toContainText('Version 2');
  await expect(note).toContainText('Startup Description');
  await expect(page.getByText(`Drip kits with a weather feed ${tag}`)).toBeVisible();
});

test('an applicant withdraws after confirming, sees it withdrawn, and may apply again', async ({
  page,
  request,
}, testInfo) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, { name: `Ravi ${tag}`, startupName: `Beej ${tag}` });

  await openAs(page, '/application', applicant);
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(page.getByText('Withdraw your application? Organisers will no longer consider it.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(toast(page, 'Your application has been withdrawn')).toBeVisible();
  await expect(
    page.getByText('You withdrew your application. You may apply again while applications are open.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();

  const organiser = await signInThroughApi(request, staffNumbers(testInfo.retry).organiserWithdraw);
  const detail = await request.get(`/api/organiser/submissions/${applicant.submissionId}`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect((await detail.json()).submission.status).toBe('WITHDRAWN');
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  await expect(page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
});
