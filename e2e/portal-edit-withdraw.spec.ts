import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { expect, test, toast } from './support/portal.ts';

test.describe.configure({ timeout: 90_000 });

test('an applicant changes their submitted application and the organiser sees what changed', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, { name: `Asha ${tag}`, startupName: `Jal ${tag}` });

  await openAs(page, '/application', applicant);
  await page.getByRole('button', { name: 'Change my application' }).click();
  await expect(page.getByText('Files you do not choose again stay as they are: deck.pdf.')).toBeVisible();
  // The founder's own details stay as first submitted: read-only here, refused by the API.
  await expect(
    page.getByText('Your name, phone number and e-mail address stay as you first submitted them.'),
  ).toBeVisible();
  for (const field of [/Full Name/, /Phone Number/, /Email Address/])
    await expect(page.getByRole('textbox', { name: field })).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue(applicant.mobile);
  const description = page.getByRole('textbox', { name: /Startup Description/ });
  await expect(description).not.toHaveValue('');
  await description.fill(`Drip kits with a weather feed ${tag}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your changes are saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();

  const organiser = await organiserSession(request, 'edits');
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  const note = page.getByRole('note', { name: 'Edited after submission' });
  await expect(note).toContainText('Version 2');
  await expect(note).toContainText('Startup Description');
  await expect(page.getByText(`Drip kits with a weather feed ${tag}`)).toBeVisible();
});

test('an applicant withdraws after confirming, sees it withdrawn, and may apply again', async ({ page, request }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, { name: `Ravi ${tag}`, startupName: `Beej ${tag}` });

  await openAs(page, '/application', applicant);
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(page.getByText('Withdraw your application? Organisers will no longer consider it.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(toast(page, 'Your application has been withdrawn')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'You withdrew your application' })).toBeVisible();
  await expect(page.getByText('You may apply again while applications are open.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();

  const organiser = await organiserSession(request, 'withdraw');
  const detail = await request.get(`/api/organiser/submissions/${applicant.submissionId}`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect((await detail.json()).submission.status).toBe('WITHDRAWN');
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  await expect(page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
});

test('an applicant whose application the organisers withdrew as a duplicate reads that, with their note', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const first = await applicantWithApplication(request, { name: `Meera ${tag}`, startupName: `Dhara ${tag}` });
  const copy = await applicantWithApplication(request, { name: `Kiran ${tag}`, startupName: `Dhara ${tag}` });
  const organiser = await organiserSession(request, 'outcomes');
  const note = `Your co-founder applied first ${tag}`;
  const marked = await request.post(`/api/organiser/submissions/${copy.submissionId}/duplicate-of`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: { id: first.submissionId, note },
  });
  expect(marked.status(), await marked.text()).toBe(200);

  await openAs(page, '/application', { ...copy, user: { ...copy.user, isApplicationSubmitted: false } });
  await expect(page.getByRole('heading', { level: 2, name: 'The organisers withdrew your application' })).toBeVisible();
  await expect(
    page.getByText(`Withdrawn by the organisers as a duplicate of another application: ${note}`),
  ).toBeVisible();
  await expect(page.getByText('You withdrew your application')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change my application' })).toHaveCount(0);
  // As after a withdrawal of one's own, the account may apply again while the window is open.
  await expect(page.getByText('You may apply again while applications are open.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
});
