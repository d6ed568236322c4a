import { readFile } from 'node:fs/promises';
import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { scrollUntilShown } from './support/islands.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';
import { E2E_BASE_URL, SERVER_LOG } from './support/server-env.ts';

// Pending decisions are one set for the whole event: the tests that set and release them run one after another.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

test('an organiser sets pending decisions on several applications, previews the messages and releases them together', async ({
  page,
  request,
}) => {
  const tag = unique();
  const names = ['Krishi', 'Paani', 'Dhoop'].map((n) => `${n} ${tag}`);
  const applicants: Awaited<ReturnType<typeof applicantWithApplication>>[] = [];
  for (const startupName of names) {
    applicants.push(await applicantWithApplication(request, { name: `Founder ${tag}`, startupName }));
  }
  const organiser = await organiserSession(request, 'release');
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
  await expect(page.getByText('Pending: 1 Not selected, 2 Accepted.')).toBeVisible();
  // What the release sends and how long it takes at the current rate.
  await expect(
    page.getByText(/^It sends 3 SMS at 60 a minute: about 1 minute, and \d e-mails? \(with your note\) at once\.$/),
  ).toBeVisible();
  // An acceptance asks for an answer by its deadline (72 hours on, India time).
  const accepted = new RegExp(
    `Launchpad 8: Action required\\. Your application is Accepted\\. Confirm your place by \\d+ \\w+ \\d{4}, \\d+:\\d\\d [ap]m IST at ${E2E_BASE_URL}/application`,
  );
  const pending = page.getByRole('region', { name: 'Pending decisions' });
  await expect(pending.getByRole('row', { name: new RegExp(names[0]!) })).toContainText(accepted);
  const texted = async () =>
    (await readFile(SERVER_LOG, 'utf8'))
      .split('\n')
      .filter((l) => applicants.some((a) => l.startsWith(`[sms] Status to ${a.mobile}:`)));
  expect(await texted()).toEqual([]);
  await expectNoAxeViolations(page);

  // Release behind a confirmation naming the counts.
  await page.getByRole('button', { name: 'Release decisions…' }).click();
  await expect(page.getByText('Release 3 decisions: 1 Not selected, 2 Accepted?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, release them' }).click();
  await expect(page.getByText('3 decisions released')).toBeVisible();
  await expect(page.getByText('No pending decisions.')).toBeVisible();
  await expect.poll(texted).toHaveLength(3);
  const first = (await texted()).find((l) => l.startsWith(`[sms] Status to ${applicants[0]!.mobile}: `));
  expect(first).toMatch(accepted);

  // The applicant reads the decision on /application.
  await page.evaluate(() => localStorage.clear());
  await openAs(page, '/application', applicants[0]!);
  await expect(page.getByRole('heading', { name: 'Your application: Accepted' })).toBeVisible();

  // The release is in the audit log, with who did it.
  await page.evaluate(() => localStorage.clear());
  await openAs(page, '/organiser/audit', organiser);
  await page.getByRole('combobox', { name: 'Action' }).selectOption('decisions.released');
  await page.getByRole('textbox', { name: 'Staff mobile' }).fill(organiser.mobile);
  await page.getByRole('button', { name: 'Filter' }).click();
  // In words: the release's counts, not its JSON.
  await expect(
    page
      .getByRole('row', { name: new RegExp(`${organiser.mobile}.*decisions\\.released`) })
      .first()
      .getByRole('cell', { name: 'Released 3 decisions: 1 Not selected, 2 Accepted' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an organiser chooses among the registered wordings of a decision, each previewed with its SMS count', async ({
  page,
  request,
}) => {
  const organiser = await organiserSession(request, 'templates');
  await openAs(page, '/organiser/settings', organiser);
  const form = page.getByRole('form', { name: 'Decision messages' });
  // Its island hydrates when scrolled to (on a tall screen it is in view at once, loaded before it is looked for).
  await scrollUntilShown(page, form);
  await form.getByRole('combobox', { name: 'Status' }).selectOption('WAITLISTED');
  const short = form.getByRole('radio', { name: /^Short, no names/ });
  const named = form.getByRole('radio', { name: /^With the founder’s and the startup’s names/ });
  await expect(short).toBeChecked();
  await expect(form.getByRole('button', { name: 'Save message' })).toBeDisabled();
  await expect(
    form.getByText(
      `Launchpad 8: Hi Asha Mehta, Krishi Sense is on the waitlist. We will tell you if a place opens. Details at ${E2E_BASE_URL}/application`,
    ),
  ).toBeVisible();
  await expect(
    form.getByText(
      /^\d+ characters, 1 SMS \(GSM-7\) · registered as: Launchpad 8: Hi \{name\}, \{startup\} is on the waitlist/,
    ),
  ).toBeVisible();
  await named.check();
  await form.getByRole('button', { name: 'Save message' }).click();
  await expect(form.getByText('Decision message saved')).toBeVisible();
  await expect(named).toBeChecked();
  // The line speaks of the Waitlisted choice as saved: on another status's form it has nothing to say.
  await form.getByRole('combobox', { name: 'Status' }).selectOption('REJECTED');
  await expect(form.getByText('Decision message saved')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Status' }).selectOption('WAITLISTED');
  await expectNoAxeViolations(page);
  // Back to the first wording: other specs running at once read the messages they are sent.
  await short.check();
  await form.getByRole('button', { name: 'Save message' }).click();
  await expect(short).toBeChecked();
  await expect(form.getByRole('button', { name: 'Save message' })).toBeDisabled();
});

test('an organiser shortlists 20 from the list in two steps, previews and releases them', async ({ page, request }) => {
  test.setTimeout(300_000);
  const tag = unique();
  // Twelve found by one search, eight by another: the rows of one page, then every match of a filter.
  const first = Array.from({ length: 12 }, (_, i) => `Alpha ${tag} ${i + 1}`);
  const second = Array.from({ length: 8 }, (_, i) => `Beta ${tag} ${i + 1}`);
  const applicants: Awaited<ReturnType<typeof applicantWithApplication>>[] = [];
  for (const startupName of [...first, ...second]) {
    applicants.push(await applicantWithApplication(request, { name: `Founder ${tag}`, startupName }));
  }
  const organiser = await organiserSession(request, 'shortlist');
  const decide = page.getByRole('form', { name: 'Decide on several applications' });

  // Step one: the rows of this page, ticked at once with the keyboard.
  await openAs(page, `/organiser?q=${encodeURIComponent(`Alpha ${tag}`)}`, organiser);
  await expect(page.getByText('1–12 of 12 applications')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Choose every application on this page' }).focus();
  await page.keyboard.press('Space');
  await expect(decide.getByText('12 applications chosen in the list')).toBeVisible();
  await page.getByRole('checkbox', { name: `Choose ${first[0]}`, exact: true }).uncheck();
  await expect(decide.getByText('11 applications chosen in the list')).toBeVisible();
  await page.getByRole('checkbox', { name: `Choose ${first[0]}`, exact: true }).check();
  await decide.getByRole('combobox', { name: 'Decision' }).selectOption('SHORTLISTED');
  await decide.getByRole('button', { name: 'Set as pending for 12 chosen' }).click();
  await expect(decide.getByText('Pending decision set on 12 applications')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Applications' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Pending: Shortlisted' })).toHaveCount(12);

  // Step two: every application matching another filter, counted before anything is set.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Beta ${tag}`);
  await expect(page.getByText('1–8 of 8 applications')).toBeVisible();
  await decide.getByRole('button', { name: 'Choose every application matching the filter' }).click();
  await expect(decide.getByText('Every application matching the filter: 8 applications')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Choose ${second[0]}`, exact: true })).toBeChecked();
  await decide.getByRole('button', { name: 'Set as pending for all 8 matching' }).click();
  await expect(decide.getByText('Pending decision set on 8 applications')).toBeVisible();
  await expect(rows.filter({ hasText: 'Pending: Shortlisted' })).toHaveCount(8);
  await expectNoAxeViolations(page);

  // Nobody is told yet.
  const texted = async () =>
    (await readFile(SERVER_LOG, 'utf8'))
      .split('\n')
      .filter((l) => applicants.some((a) => l.startsWith(`[sms] Status to ${a.mobile}:`)));
  expect(await texted()).toEqual([]);

  // The preview counts them all; the release behind its confirmation texts each applicant once.
  await page.goto('/organiser/decisions');
  await expect(page.getByText('Pending: 20 Shortlisted.')).toBeVisible();
  await page.getByRole('button', { name: 'Release decisions…' }).click();
  await expect(page.getByText('Release 20 decisions: 20 Shortlisted?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, release them' }).click();
  await expect(page.getByText('20 decisions released')).toBeVisible();
  await expect.poll(texted, { timeout: 30_000 }).toHaveLength(20);
  const shortlisted = `Launchpad 8: your application status is now Shortlisted. Read the details and any next step at ${E2E_BASE_URL}/application`;
  expect(await texted()).toContain(
    `[sms] Status to ${applicants[19]!.mobile}: template=SHORTLISTED text=${JSON.stringify(shortlisted)}`,
  );

  // The list shows the released status and no pending decision left.
  await page.goto(`/organiser?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText('1–20 of 20 applications')).toBeVisible();
  await expect(rows.filter({ hasText: 'Shortlisted' })).toHaveCount(20);
  await expect(rows.filter({ hasText: 'Pending:' })).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());
  await openAs(page, '/application', applicants[0]!);
  await expect(page.getByRole('heading', { name: 'Your application: Shortlisted' })).toBeVisible();
});

test('acceptances set beyond the finalist places are named at once and before Release, which stays off', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = unique();
  const organiser = await organiserSession(request, 'overCap');
  const auth = { Authorization: `Bearer ${organiser.token}` };
  // One more than every place there can be (8, or 12 while the place settings spec runs): over the cap whatever the
  // other specs accept meanwhile.
  const names = Array.from({ length: 13 }, (_, i) => `Over ${tag} ${i + 1}`);
  const applicants: Awaited<ReturnType<typeof applicantWithApplication>>[] = [];
  for (const startupName of names) {
    applicants.push(await applicantWithApplication(request, { name: `Founder ${tag}`, startupName }));
  }
  try {
    await openAs(page, `/organiser?q=${encodeURIComponent(`Over ${tag}`)}`, organiser);
    await expect(page.getByText('1–13 of 13 applications')).toBeVisible();
    const decide = page.getByRole('form', { name: 'Decide on several applications' });
    await page.getByRole('checkbox', { name: 'Choose every application on this page' }).check();
    await decide.getByRole('combobox', { name: 'Decision' }).selectOption('ACCEPTED');
    await decide.getByRole('button', { name: 'Set as pending for 13 chosen' }).click();
    // Said when they are set, not first at Release.
    const overCap =
      /\d+ pending acceptances? (is|are) over the finalist places: releasing would accept \d+ with \d+ of \d+ places free\. Clear \d+ of them or raise the finalist places in Settings before releasing\./;
    await expect(decide.getByText(/^Pending decision set on 13 applications\. /)).toHaveText(overCap);

    await page.goto('/organiser/decisions');
    const pending = page.getByRole('region', { name: 'Pending decisions' });
    await expect(pending.getByRole('alert')).toHaveText(overCap);
    await expect(pending.getByRole('button', { name: 'Release decisions…' })).toBeDisabled();
    await expectNoAxeViolations(page);
  } finally {
    // Nothing of this test is left pending for the other tests' releases.
    for (const a of applicants) await request.delete(`/api/organiser/decisions/${a.submissionId}`, { headers: auth });
  }
});
