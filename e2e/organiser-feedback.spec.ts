import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { seededSession } from './support/api.ts';
import { applicantWithApplication } from './support/organiser.ts';
import { type OwnServer, startOwnServer, openSignedIn } from './support/own-server.ts';
import { seededToken } from './support/seeded-accounts.ts';
import { E2E_PORT } from './support/server-env.ts';

/**
 * Feedback to a founder, end to end, on a server of this spec's own: releasing decisions empties the pending set every
 * spec on the shared server shares. A reviewer ticks reasons in the review form (a fourth is not offered), the lead
 * writes the committee summary, the organiser reads it and releases the decision with the feedback, and the applicant
 * sees the reasons on /application under the decision, while the SMS carries none of them. A ticked reason then cannot
 * be removed on the settings page, only renamed, and the wording the founder was sent stays.
 */
const OWN_PORT = E2E_PORT + 3200;
const ORGANISER = '9000032001';
const REVIEWER = '9000032002';
const APPLICANT = '9111320001';
let server: OwnServer;

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(
    OWN_PORT,
    { SMS_PROVIDER: 'console', ORGANISER_MOBILES: ORGANISER, REVIEWER_MOBILES: REVIEWER },
    [ORGANISER, REVIEWER, APPLICANT],
  );
});
test.afterAll(async () => server?.stop());

const openOn = (page: Page, path: string, session: { token: string; user: unknown }) =>
  openSignedIn(page, server, path, session);

test('a reviewer ticks reasons, the organiser releases them with the decision, the founder reads them on /application', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const staff = async (mobile: string) => seededSession(api, { mobile, token: seededToken(mobile) });
  const organiser = await staff(ORGANISER);
  const reviewer = await staff(REVIEWER);
  const auth = { Authorization: `Bearer ${organiser.token}` };
  const founder = await applicantWithApplication(api, {
    name: 'Meera Feedback',
    startupName: 'Feedback Farms',
    deck: false,
    signedIn: await staff(APPLICANT),
  });
  const assigned = await api.put(`/api/organiser/submissions/${founder.submissionId}/assignees/${REVIEWER}`, {
    headers: auth,
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const lead = await api.put(`/api/organiser/submissions/${founder.submissionId}/lead`, {
    headers: auth,
    data: { mobile: REVIEWER },
  });
  expect(lead.status(), await lead.text()).toBe(200);

  // The lead finds the summary box where they review, in the queue, beside the application it is about.
  await openOn(page, '/organiser/review', reviewer);
  await expect(page.getByRole('heading', { name: 'Feedback Farms' })).toBeVisible();
  const inQueue = page.getByRole('region', { name: 'Committee summary' });
  await inQueue.getByRole('textbox', { name: 'Committee summary' }).fill('First thoughts, from the queue.');
  await inQueue.getByRole('button', { name: 'Save summary' }).click();
  await expect(inQueue.getByText('Summary saved')).toBeVisible();

  // The reviewer scores, ticks three reasons (the rest are then disabled) and, as lead, writes the summary.
  await openOn(page, `/organiser/application?id=${founder.submissionId}`, reviewer);
  const form = page.getByRole('form', { name: 'Your review' });
  const criteria = form.getByRole('group').filter({ has: page.getByRole('radio') });
  // all() does not wait: the form is shown, with every criterion of content/review-rubric.json, first.
  await expect(criteria).toHaveCount(6);
  for (const criterion of await criteria.all()) await criterion.getByRole('radio').last().check();
  const reasons = form.getByRole('group', { name: 'Feedback reasons' });
  await reasons.getByRole('checkbox', { name: 'The problem is not yet clear' }).check();
  await reasons.getByRole('checkbox', { name: 'The market is small or unclear' }).check();
  await reasons.getByRole('checkbox', { name: 'The team lacks a key skill' }).check();
  await expect(reasons.getByRole('checkbox', { name: 'Outside the sectors this call looks for' })).toBeDisabled();
  await reasons.getByRole('checkbox', { name: 'The market is small or unclear' }).uncheck();
  await form.getByRole('button', { name: 'Save review' }).click();
  await expect(form.getByText('Review saved')).toBeVisible();
  await expect(reasons.getByRole('checkbox', { name: 'The team lacks a key skill' })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Committee summary' });
  await summary.getByRole('textbox', { name: 'Committee summary' }).fill('Clear need, but the team has no engineer.');
  await summary.getByRole('button', { name: 'Save summary' }).click();
  await expect(summary.getByText('Summary saved')).toBeVisible();

  // The organiser reads the summary and the counts, then sets the decision and releases it with the feedback.
  await openOn(page, `/organiser/application?id=${founder.submissionId}`, organiser);
  const committee = page.getByRole('region', { name: 'Committee summary' });
  await expect(committee.getByText('Clear need, but the team has no engineer.')).toBeVisible();
  await expect(committee.getByRole('listitem')).toHaveText([
    'The problem is not yet clear: 1',
    'The team lacks a key skill: 1',
  ]);
  const set = await api.post('/api/organiser/decisions', {
    headers: auth,
    data: { ids: [founder.submissionId], status: 'REJECTED' },
  });
  expect(set.status(), await set.text()).toBe(200);
  await page.goto(`${server.url}/organiser/decisions`);
  await page.getByRole('button', { name: 'Release decisions…' }).click();
  const withFeedback = page.getByRole('checkbox', { name: /Send the feedback reasons too/ });
  await expect(withFeedback).not.toBeChecked();
  await withFeedback.check();
  await page.getByRole('button', { name: 'Yes, release them' }).click();
  await expect(page.getByText('1 decision released')).toBeVisible();

  // The founder reads the reasons under the decision, in the list's order.
  await openOn(page, '/application', founder);
  await expect(page.getByRole('heading', { name: 'Your application: Not selected' })).toBeVisible();
  const noted = page.getByRole('region', { name: 'What the reviewers noted' });
  await expect(noted.getByRole('listitem')).toHaveText(['The problem is not yet clear', 'The team lacks a key skill']);
  await expect(page.getByText('Clear need, but the team has no engineer.')).toHaveCount(0);

  // The decision's SMS went out (the console provider prints it) and names none of the reasons.
  const texted = async () =>
    (await readFile(server.log, 'utf8')).split('\n').filter((l) => l.startsWith(`[sms] Status to ${APPLICANT}`));
  await expect.poll(async () => (await texted()).length, { timeout: 15_000 }).toBe(1);
  expect((await texted())[0]).not.toMatch(/problem is not yet clear|lacks a key skill/);

  // On the settings page a ticked reason cannot be removed, only renamed; the founder's released wording stays.
  await openOn(page, '/organiser/settings', organiser);
  const list = page.getByRole('form', { name: 'Feedback reasons' });
  await list.getByRole('button', { name: 'Remove “The problem is not yet clear”' }).click();
  await list.getByRole('button', { name: 'Save reasons' }).click();
  await expect(
    list.getByText('“The problem is not yet clear” is ticked in a review, so it cannot be deleted', { exact: false }),
  ).toBeVisible();
  await page.reload();
  await list.getByRole('textbox', { name: 'Reason 1' }).fill('The problem needs sharper evidence');
  await list.getByRole('button', { name: 'Save reasons' }).click();
  await expect(list.getByText('Feedback reasons saved')).toBeVisible();
  await openOn(page, '/application', founder);
  await expect(noted.getByRole('listitem').first()).toHaveText('The problem is not yet clear');
  await api.dispose();
});
