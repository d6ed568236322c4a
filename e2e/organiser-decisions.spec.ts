import { readFile } from 'node:fs/promises';
import { openAs, signInThroughApi } from './support/api.ts';
import { applicantWithApplication, staffNumbers } from './support/organiser.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';
import { E2E_BASE_URL, SERVER_LOG } from './support/server-env.ts';

test.describe.configure({ timeout: 120_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

test('an organiser sets pending decisions on several applications, previews the messages and releases them together', async ({
  page,
  request,
}, testInfo) => {
  const tag = unique();
  const names = ['Krishi', 'Paani', 'Dhoop'].map((n) => `${n} ${tag}`);
  const applicants = [];
  for (const startupName of names) {
    applicants.push(await applicantWithApplication(request, { name: `Founder ${tag}`, startupName }));
  }
  const organiser = await signInThroughApi(request, staffNumbers(testInfo.retry).organiserRelease);
  await openAs(page, '/organiser/decisions', organiser);
  await expect(page.getByText('No pending decisions.')).toBeVisible();

  // Two accepted, in one step.
  await page.getByRole('checkbox', { name: `Choose ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Choose ${names[1]}` }).check();
  await page.getByRole('combobox', { name: 'Decision' }).selectOption('ACCEPTED');
  await page.getByRole('button', { name: 'Set as pending for 2 chosen' }).click();
  await expect(page.getByText('Pending decision set on 2 applications')).toBeVisible();
  // One not selected, in another.
  await page.getByRole('checkbox', { name: `Choose ${names[2]}` }).check();
  await page.getByRole('combobox', { name: 'Decision' }).selectOption('REJECTED');
  await page.getByRole('button', { name: 'Set as pending for 1 chosen' }).click();
  await expect(page.getByText('Pending decision set on 1 application')).toBeVisible();

  // The preview: counts and the exact message each applicant will get; nobody texted yet.
  await expect(page.getByText('Pending: 2 Accepted, 1 Not selected.')).toBeVisible();
  const accepted = `Launchpad 8: your application status is now Accepted. Read the details and any next step at ${E2E_BASE_URL}/application`;
  await expect(page.getByRole('row', { name: new RegExp(names[0]!) })).toContainText(accepted);
  const texted = async () =>
    (await readFile(SERVER_LOG, 'utf8'))
      .split('\n')
      .filter((l) => applicants.some((a) => l.startsWith(`[sms] Status to ${a.mobile}:`)));
  expect(await texted()).toEqual([]);
  await expectNoAxeViolations(page);

  // Release behind a confirmation naming the counts.
  await page.getByRole('button', { name: 'Release decisions…' }).click();
  await expect(page.getByText('Release 3 decisions: 2 Accepted, 1 Not selected?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, release them' }).click();
  await expect(page.getByText('3 decisions released')).toBeVisible();
  await expect(page.getByText('No pending decisions.')).toBeVisible();
  await expect.poll(texted).toHaveLength(3);
  expect(await texted()).toContain(`[sms] Status to ${applicants[0]!.mobile}: ${accepted}`);

  // The applicant reads the decision on /application.
  await page.evaluate(() => localStorage.clear());
  await openAs(page, '/application', applicants[0]!);
  await expect(page.getByRole('heading', { name: 'Your application: Accepted' })).toBeVisible();
});
