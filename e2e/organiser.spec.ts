import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { openAs, signInThroughApi } from './support/api.ts';
import { latestOtp, otpCodes } from './support/otp.ts';
import { applicantWithApplication, organiserSession, reviewerSession } from './support/organiser.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';
import { E2E_BASE_URL, SERVER_LOG } from './support/server-env.ts';
import { staffNumbers } from './support/staff-numbers.ts';

// Real API round trips, a PDF and axe scans: room for a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

test('an organiser signs in, filters, reads the deck, scores and shortlists; the applicant sees it and is texted', async ({
  page,
  request,
}, testInfo) => {
  const { organiserUi } = staffNumbers(testInfo.retry);
  const tag = unique();
  const startupName = `Krishi ${tag}`;
  // The description names the founder: reviewers would read it, so the organiser is told.
  const applicant = await applicantWithApplication(request, {
    name: `Asha ${tag}`,
    startupName,
    description: 'Asha builds low-cost soil sensors for small farmers.',
  });

  // Sign in through /login like anybody else; organisers land on /organiser.
  await openAs(page, '/login');
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(organiserUi);
  const before = (await otpCodes(organiserUi)).length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await latestOtp(organiserUi, { after: before });
  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await expect(page).toHaveURL(/\/organiser$/);

  // Filter: stage and a search for this test's startup.
  await page.getByRole('combobox', { name: 'Stage' }).selectOption('MVP_READY');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const row = page.getByRole('row', { name: new RegExp(startupName) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(row.getByText(`Asha ${tag}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Open it by keyboard.
  await row.getByRole('link', { name: startupName }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/organiser/application\\?id=${applicant.submissionId}$`));
  await expect(page.getByRole('heading', { name: startupName })).toBeVisible();
  await expect(page.getByText(`Asha ${tag}`).first()).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'May reveal the team:' })).toContainText(
    '“Startup Description”, which contains “asha”',
  );

  // The deck is shown in the page from the authenticated file endpoint.
  const deck = page.frameLocator('iframe[title^="Pitch deck"]');
  const frame = page.locator('iframe[title^="Pitch deck"]');
  await expect(frame).toHaveAttribute('src', /^data:application\/pdf;base64,JVBER/);
  await expect(deck.locator('body')).toBeAttached();
  // Loaded, not blocked: a refused frame would show Chrome's error page instead of the PDF viewer.
  await expect
    .poll(() => page.frames().map((f) => f.url()))
    .toContainEqual(expect.stringMatching(/^data:application\/pdf;/));
  // Its own opaque origin: the page cannot reach into it, nor it into the page and its session.
  expect(await frame.evaluate((f: HTMLIFrameElement) => f.contentDocument)).toBeNull();
  // "Open the deck in a new tab" is the file's own address, ending in its name, not an object URL of this page.
  const newTab = page.getByRole('link', { name: 'Open the deck in a new tab' });
  const ownAddress = new RegExp(`/api/organiser-files/${applicant.submissionId}/[0-9a-f-]+/deck\\.pdf\\?`);
  await expect(newTab).toHaveAttribute('href', ownAddress);
  // A new tab sends no token: the address alone opens the PDF, under the file's name.
  const opened = await page.request.get((await newTab.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="deck.pdf"/);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), newTab.click()]);
  await expect.poll(() => tab.url()).toMatch(ownAddress);
  // Shown by the browser's PDF viewer, not blocked by the file's sandboxing CSP nor turned into a download.
  await expect
    .poll(() => tab.frames().map((f) => f.url()))
    .toContainEqual(expect.stringMatching(/^chrome-extension:\/\/[a-z]+\/index\.html$/));
  await tab.close();

  // Score every criterion by keyboard: focus the group's first radio, Space, then arrow to 4.
  for (const criterion of ['Problem', 'Solution', 'Market', 'Team', 'Traction', 'Pitch']) {
    const group = page.getByRole('group', { name: new RegExp(`^${criterion}`) });
    for (const [from, key, to] of [
      ['1', 'Space', '1'],
      ['1', 'ArrowRight', '2'],
      ['2', 'ArrowRight', '3'],
      ['3', 'ArrowRight', '4'],
    ] as const) {
      // Each step starts from the radio the person is on and is seen before the next.
      await group.getByRole('radio', { name: from }).focus();
      await page.keyboard.press(key);
      await expect(group.getByRole('radio', { name: to })).toBeChecked();
    }
  }
  await page.getByRole('textbox', { name: 'Comment' }).fill('Clear problem, credible team.');
  await page.getByRole('button', { name: 'Save review' }).press('Enter');
  await expect(page.getByText('Review saved')).toBeVisible();
  await expect(page.getByText(/1 review, mean score 4\.00/)).toBeVisible();
  // Every review lists its scores in the rubric's order.
  await expect(page.getByRole('region', { name: 'All reviews' })).toContainText(
    'Problem 4, Solution 4, Market 4, Team 4, Traction 4, Pitch 4',
  );

  // Shortlist with a note.
  await page.getByRole('combobox', { name: 'New status' }).selectOption('SHORTLISTED');
  await page.getByRole('textbox', { name: 'Note to the applicant (optional)' }).fill('See you at the mentoring day.');
  await page.getByRole('button', { name: 'Set status' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: new RegExp(`Shortlisted .* by ${organiserUi} \\(SMS sent\\)`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The applicant was texted once, in the registered wording (the note is not in it), on a line the OTP pattern
  // never matches, and e-mailed the note.
  const log = await readFile(SERVER_LOG, 'utf8');
  const lines = log.split('\n').filter((l) => l.startsWith(`[sms] Status to ${applicant.mobile}:`));
  expect(lines).toEqual([
    `[sms] Status to ${applicant.mobile}: template=SHORTLISTED text="Launchpad 8: your application status is now Shortlisted. Read the details and any next step at ${E2E_BASE_URL}/application"`,
  ]);
  await expect
    .poll(async () => (await readFile(SERVER_LOG, 'utf8')).split('\n').filter((l) => l.startsWith('[email] To ')))
    .toContainEqual(expect.stringContaining('See you at the mentoring day.'));

  // The applicant's /application shows the timeline with the decision and the note.
  await page.evaluate(() => localStorage.clear());
  await openAs(page, '/application', applicant);
  await expect(page.getByRole('heading', { name: 'Your application: Shortlisted' })).toBeVisible();
  await expect(page.getByText('See you at the mentoring day.')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The text of a download the page starts with `click`. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile((await download.path())!, 'utf8');
}

test('a reviewer never sees a hidden value nor a decision: not on the list, the application, the queue, nor in the export', async ({
  page,
  request,
}) => {
  const tag = unique();
  const name = `Zara ${tag}`;
  const startupName = `Paani ${tag}`;
  const cofounder = { name: `Ravindra ${tag}kumar`, role: `Soil scientist ${tag}` };
  const website = `https://paani-${tag}.example`;
  const linkedIn = `https://www.linkedin.com/in/zara-${tag}`;
  const applicant = await applicantWithApplication(request, { name, startupName, cofounder, website, linkedIn });
  const hidden = [
    name,
    applicant.mobile,
    'asha@example.com',
    'Pune',
    cofounder.name,
    cofounder.role,
    website,
    linkedIn,
  ];

  // The control: an organiser reads every one of them, on the page and in the export, so the checks below can fail.
  const organiser = await organiserSession(request, 'blind');
  const auth = { Authorization: `Bearer ${organiser.token}` };
  // A decision reviewers must not learn either (the organiser's page shows it).
  const decided = await request.post(`/api/organiser/submissions/${applicant.submissionId}/status`, {
    headers: auth,
    data: { status: 'SHORTLISTED', note: '' },
  });
  expect(decided.status()).toBe(200);
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  await expect(page.getByRole('heading', { name: startupName })).toBeVisible();
  for (const value of [name, applicant.mobile, cofounder.name, cofounder.role, 'Shortlisted'])
    await expect(page.locator('body')).toContainText(value);
  const organiserCsv = await (await request.get('/api/organiser/export?format=csv', { headers: auth })).text();
  for (const value of hidden) expect(organiserCsv).toContain(value);

  const reviewer = await reviewerSession(request, 'blind');
  expect(reviewer.user.role).toBe('REVIEWER');
  const body = page.locator('body');
  const noneShown = async () => {
    for (const value of [...hidden, 'deck.pdf']) await expect(body).not.toContainText(value);
  };
  // Nor where it stands: no status column, filter or count, and no decision anywhere on the page ("Submitted" is
  // also the date's column and label, so it is not among them).
  const noStanding = async () => {
    for (const label of ['Shortlisted', 'Under review', 'Waitlisted', 'Not selected', 'Accepted', 'Pending'])
      await expect(body).not.toContainText(new RegExp(`\\b${label}\\b`));
  };
  // An organiser's shared view filtered by status: the reviewer gets the list, without the filter.
  await openAs(page, '/organiser?status=SHORTLISTED', reviewer);
  await expect(page).toHaveURL(/\/organiser$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const row = page.getByRole('row', { name: new RegExp(startupName) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Applicant' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Stage' })).toBeVisible();
  await noneShown();
  await noStanding();

  await row.getByRole('link', { name: startupName }).click();
  await expect(page.getByRole('heading', { name: startupName })).toBeVisible();
  await expect(page.locator('iframe[title="Pitch deck: pitchDeck.pdf"]')).toHaveAttribute(
    'src',
    /^data:application\/pdf;/,
  );
  await noneShown();
  await noStanding();
  await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
  // Reviewers score but do not decide.
  await expect(page.getByRole('button', { name: 'Set status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save review' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The reviewer's own export, downloaded as they would from the figures page: this application, nothing hidden,
  // no status. The figures page counts no statuses either.
  await page.goto('/organiser/stats');
  await expect(page.getByRole('heading', { name: 'By stage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By status' })).toHaveCount(0);
  for (const button of ['Download CSV', 'Download JSON']) {
    const text = await downloaded(page, () => page.getByRole('button', { name: button }).click());
    expect(text, button).toContain(applicant.submissionId);
    for (const value of [...hidden, 'deck.pdf', 'SHORTLISTED']) expect(text, button).not.toContain(value);
  }

  // The queue, with this application the only one the reviewer holds (assigned for the moment of the check).
  const assignee = `/api/organiser/submissions/${applicant.submissionId}/assignees/${reviewer.mobile}`;
  expect((await request.put(assignee, { headers: auth })).status()).toBe(200);
  try {
    await page.goto('/organiser/review');
    await expect(page.getByRole('heading', { name: startupName })).toBeVisible();
    await noneShown();
    await noStanding();
  } finally {
    await request.delete(assignee, { headers: auth });
  }
});

test('organiser pages send applicants home and signed-out visitors to /login; unknown ids say so', async ({
  page,
  request,
}) => {
  await openAs(page, '/organiser/stats');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Forganiser%2Fstats$/);
  await expect(page.getByText('Please sign in to continue')).toBeVisible();
  const participant = await signInThroughApi(request);
  await openAs(page, '/organiser/stats', participant);
  await expect(page).toHaveURL(/\/$/);
  // Only organisers and reviewers are offered the workspace in the account menu.
  const workspaceLink = page.getByRole('banner').getByRole('link', { name: 'Organiser workspace' });
  await page.getByRole('banner').locator('[data-account-toggle]').click();
  await expect(workspaceLink).toBeHidden();

  const organiser = await organiserSession(request, 'api');
  await openAs(page, '/faqs', organiser);
  await page.getByRole('banner').locator('[data-account-toggle]').click();
  await workspaceLink.click();
  await expect(page).toHaveURL(/\/organiser$/);
  await openAs(page, '/organiser/application?id=00000000-0000-4000-8000-000000000000', organiser);
  await expect(page.getByRole('heading', { name: 'Application not found' })).toBeVisible();
  await expect(page.getByText('No application with this id')).toBeVisible();

  await page.goto('/organiser/stats');
  await expect(page.getByRole('heading', { name: 'Funnel' })).toBeVisible();
  await expect(page.getByText('Applications submitted').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/organiser/settings');
  // The seeded window (content/site.json) in India time; saving it unchanged keeps other specs' window.
  await expect(page.getByLabel('Applications open')).toHaveValue('2026-11-20T00:00');
  await expect(page.getByLabel('Applications close')).toHaveValue('2026-12-15T23:59');
  await page.getByRole('button', { name: 'Save window' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expectNoAxeViolations(page);
});
