import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';

test.describe.configure({ timeout: 60_000 });

test('an organiser sets the retention periods, refused under a year of audit, and sees what is erased next', async ({
  page,
  request,
}) => {
  const organiser = await organiserSession(request, 'retention');
  await openAs(page, '/organiser/settings', organiser);
  const form = page.getByRole('form', { name: 'Retention' });
  const audit = form.getByRole('spinbutton', { name: 'Audit entries (days after they were written)' });
  await expect(audit).toHaveValue('365');
  await expect(form.getByRole('list', { name: 'What is erased next' })).toContainText('Audit entries: ');

  await audit.fill('300');
  await form.getByRole('button', { name: 'Save retention' }).click();
  await expect(
    form.getByText('Audit entries must be kept at least 365 days (the law asks for a year), and at most 3650'),
  ).toBeVisible();

  await audit.fill('400');
  await form.getByRole('button', { name: 'Save retention' }).click();
  await expect(form.getByText('Retention periods saved')).toBeVisible();
  await page.reload();
  await expect(audit).toHaveValue('400');
  await expectNoAxeViolations(page);
});

test('"Notify affected people" counts the chosen applicants, asks to confirm, and lists the notice', async ({
  page,
  request,
}, testInfo) => {
  const applicant = await applicantWithApplication(request, { name: 'Breach Reader', startupName: 'Leaky Buckets' });
  const organiser = await organiserSession(request, 'breach');
  await openAs(page, '/organiser/privacy', organiser);
  const form = page.getByRole('form', { name: 'Notify affected people' });
  const reference = `BR-e2e-${testInfo.retry}-${Date.now()}`;
  await form.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await form
    .getByRole('textbox', { name: /What happened/ })
    .fill('A backup with names and mobiles was readable for an hour. We closed it. Beware of calls asking for codes.');
  await form.getByRole('combobox', { name: 'Who' }).selectOption('list');
  await form.getByRole('textbox', { name: 'Application ids (one a line)' }).fill(applicant.submissionId);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await form.getByRole('button', { name: 'Notify affected people' }).click();
  await expect(form.getByText('Notice queued by SMS and e-mail for 1 person')).toBeVisible();
  expect(asked).toEqual(['Text and e-mail 1 person about this incident? Each person is told once per reference.']);
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('1');

  // Sent again: nobody is told twice, and nothing is asked.
  await form.getByRole('button', { name: 'Notify affected people' }).click();
  await expect(
    form.getByText('Everyone chosen was already told of this incident: nothing was sent again'),
  ).toBeVisible();
  expect(asked).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test('an organiser moves a privacy request to the state they chose, with their note', async ({
  page,
  request,
}, testInfo) => {
  const applicant = await applicantWithApplication(request, { name: 'Desk Asker', startupName: 'Ask Desk' });
  const raised = await request.post('/api/privacy-requests', {
    headers: { Authorization: `Bearer ${applicant.token}` },
    data: { kind: 'access', details: `What do you hold about me? ${testInfo.retry}-${Date.now()}` },
  });
  expect(raised.status()).toBe(201);
  const { request: asked } = await raised.json();
  const organiser = await organiserSession(request, 'desk');
  await openAs(page, '/organiser/privacy', organiser);
  const row = page.getByRole('form', { name: `Privacy request #${asked.id}` });
  await row.getByRole('combobox', { name: 'State' }).selectOption('IN_PROGRESS');
  await row.getByRole('textbox', { name: 'Note to the applicant' }).fill('Your export is on its way.');
  // The saved row is read again (its key is its update time), so the answer is watched on the wire.
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/privacy-requests/'));
  await row.getByRole('button', { name: 'Save' }).click();
  expect(await (await saved).json()).toMatchObject({
    message: 'The privacy request was updated',
    request: { state: 'IN_PROGRESS', note: 'Your export is on its way.' },
  });
  await page.reload();
  await expect(row.getByRole('combobox', { name: 'State' })).toHaveValue('IN_PROGRESS');
  await expect(row.getByRole('textbox', { name: 'Note to the applicant' })).toHaveValue('Your export is on its way.');
});
