import { type Page, expect, test } from '@playwright/test';
import { seededSession } from './support/api.ts';
import { applicantWithApplication } from './support/organiser.ts';
import { type OwnServer, startOwnServer, openSignedIn } from './support/own-server.ts';
import { seededToken } from './support/seeded-accounts.ts';
import { E2E_PORT } from './support/server-env.ts';

/**
 * Two review rounds run through, on a server of this spec's own: opening a round after the first locks every
 * applicant's edits, which the suite's shared server must not do to the other specs. A Yes/No triage first, then a
 * committee round with a rubric of its own, into which the organiser carries two of three applications, and for which the
 * reviewer says which one they would like to review.
 */
const OWN_PORT = E2E_PORT + 3000;
const ORGANISER = '9000030001';
const REVIEWER = '9000030002';
const APPLICANTS = ['9111300001', '9111300002', '9111300003'];
let server: OwnServer;

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(
    OWN_PORT,
    { SMS_PROVIDER: 'console', ORGANISER_MOBILES: ORGANISER, REVIEWER_MOBILES: REVIEWER },
    [ORGANISER, REVIEWER, ...APPLICANTS],
  );
});
test.afterAll(async () => server?.stop());

const openOn = (page: Page, path: string, session: { token: string; user: unknown }) =>
  openSignedIn(page, server, path, session);

/**
 * The reviewer's queue, worked through: each application on show (the island's first heading) scored on `criterion`
 * as `answerFor` says for its name, saved, until `total` are done. Answers the names in the order they came.
 */
async function reviewAll(page: Page, total: number, criterion: string, answerFor: (name: string) => string) {
  const startupHeading = page.locator('.organiser-island h2').first();
  const progress = page.getByRole('status').filter({ hasText: / of \d+ done$/ });
  await expect(progress).toHaveText(`0 of ${total} done`);
  const seen: string[] = [];
  for (let done = 1; done <= total; done++) {
    const name = (await startupHeading.textContent())!.trim();
    seen.push(name);
    const form = page.getByRole('form', { name: 'Your review' });
    await form
      .getByRole('group', { name: new RegExp(criterion) })
      .getByRole('radio', { name: answerFor(name) })
      .check();
    await form.getByRole('button', { name: /^Save/ }).click();
    await expect(progress).toHaveText(`${done} of ${total} done`);
  }
  return seen;
}

test('a triage round, then a committee round with its own rubric and two applications carried into it', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const staff = async (mobile: string) => seededSession(api, { mobile, token: seededToken(mobile) });
  const organiser = await staff(ORGANISER);
  const reviewer = await staff(REVIEWER);
  const auth = { Authorization: `Bearer ${organiser.token}` };
  const names = ['Krishi', 'Paani', 'Dhoop'].map((n) => `${n} Rounds`);
  const applications = [];
  for (const [i, startupName] of names.entries())
    applications.push(
      await applicantWithApplication(api, {
        name: `Founder ${i + 1}`,
        startupName,
        deck: false,
        signedIn: await staff(APPLICANTS[i]!),
      }),
    );

  // The first round made a Yes/No triage (no review saved yet, so its rubric may change), one reviewer each.
  const triage = await api.put('/api/organiser/rounds/1', {
    headers: auth,
    data: {
      name: 'Triage',
      rubric: { criteria: [{ id: 'fit', label: 'Fits this call', weight: 1, min: 0, max: 1 }] },
      reviewsPerApplication: 1,
    },
  });
  expect(triage.status(), await triage.text()).toBe(200);
  const assign = (reviewsPerApplication: number) =>
    api.post('/api/organiser/assignments/auto', { headers: auth, data: { reviewsPerApplication, maxPerReviewer: 10 } });
  expect((await assign(1)).status()).toBe(200);

  // The reviewer triages all three: Yes, Yes, No.
  await openOn(page, '/organiser/review', reviewer);
  const triaged = await reviewAll(page, 3, 'Fits this call', (name) => (name.startsWith('Dhoop') ? 'No' : 'Yes'));
  expect(triaged.sort()).toEqual([...names].sort());

  // The organiser creates the committee round, carries the two Yes applications into it from the list, closes the
  // triage and opens the committee on the settings page.
  const created = await api.post('/api/organiser/rounds', {
    headers: auth,
    data: {
      name: 'Committee',
      rubric: { criteria: [{ id: 'team', label: 'Team strength', weight: 1, min: 1, max: 5 }] },
      reviewsPerApplication: 1,
      visibility: { othersScores: 'never' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await openOn(page, '/organiser?q=Rounds', organiser);
  await page.getByRole('checkbox', { name: `Choose ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Choose ${names[1]}` }).check();
  const carrying = page.getByRole('form', { name: 'Carry into a round' });
  await carrying.getByRole('combobox', { name: 'Round' }).selectOption({ label: 'Committee (Not opened yet)' });
  await carrying.getByRole('button', { name: 'Carry into the round' }).click();
  await expect(carrying.getByRole('status')).toHaveText('2 applications now in “Committee”');

  await page.goto(`${server.url}/organiser/settings`);
  await page.getByText('Review rounds', { exact: true }).click();
  const rounds = page.getByRole('table').filter({ hasText: 'Committee' });
  await rounds.getByRole('button', { name: 'Close “Triage”' }).click();
  await expect(rounds.getByRole('row', { name: /^Triage/ }).getByRole('cell', { name: 'Closed' })).toBeVisible();
  await rounds.getByRole('button', { name: 'Open “Committee”' }).click();
  await expect(
    rounds.getByRole('row', { name: /^Committee/ }).getByRole('cell', { name: 'Open', exact: true }),
  ).toBeVisible();

  // An applicant can no longer change what the committee reviews, and is told why.
  await openOn(page, '/application', applications[0]!);
  await page.getByRole('button', { name: 'Change my application' }).click();
  await expect(
    page.getByText('Applications can no longer be changed: the review has moved to its next round.'),
  ).toBeVisible();

  // Before the committee's assignment the reviewer says which application they would like to review, and the
  // organiser reads it beside their name when assigning by hand.
  await openOn(page, `/organiser/application?id=${applications[0]!.submissionId}`, reviewer);
  const interest = page.getByRole('group', { name: 'Would you like to review this application?' });
  await interest.getByRole('radio', { name: 'Yes, I would like to review it' }).check();
  await page.getByRole('button', { name: 'Save my interest' }).click();
  await expect(page.getByText('Your interest is saved: automatic assignment takes it into account')).toBeVisible();
  await expect(interest.getByRole('radio', { name: 'Yes, I would like to review it' })).toBeChecked();
  await openOn(page, `/organiser/application?id=${applications[0]!.submissionId}`, organiser);
  await expect(
    page.getByRole('combobox', { name: 'Assign a reviewer' }).getByRole('option', { name: /would like to review it$/ }),
  ).toHaveCount(1);

  // The committee's reviewers are assigned in that round; the reviewer sees only the two carried, on its rubric.
  expect((await assign(1)).status()).toBe(200);
  await openOn(page, '/organiser/review', reviewer);
  const committee = await reviewAll(page, 2, 'Team strength', (name) => (name.startsWith('Krishi') ? '5' : '3'));
  expect(committee.sort()).toEqual([names[0], names[1]].sort());
  await expect(page.getByRole('group', { name: /Fits this call/ })).toHaveCount(0);

  // The organiser reads each round's scores apart: the committee's in the list filtered by it, the triage's too.
  await openOn(page, '/organiser?q=Rounds&round=2', organiser);
  await expect(page.getByRole('status').filter({ hasText: '1–2 of 2 applications' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(names[0]!) })).toContainText('5.00');
  await expect(page.getByRole('row', { name: new RegExp(names[1]!) })).toContainText('3.00');
  await page
    .getByRole('search', { name: 'Filter applications' })
    .getByRole('combobox', { name: 'Round' })
    .selectOption({
      label: 'Triage',
    });
  await expect(page.getByRole('status').filter({ hasText: '1–3 of 3 applications' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(names[2]!) })).toContainText('0.00');

  // An application's page puts its score in each round side by side.
  await page.goto(`${server.url}/organiser/application?id=${applications[0]!.submissionId}`);
  const perRound = page.getByRole('region', { name: 'Scores in each round' });
  await expect(perRound.getByRole('listitem')).toHaveText([
    /^Triage: 1 review, mean score 1\.00 \(normalised /,
    /^Committee: 1 review, mean score 5\.00 \(normalised /,
  ]);
  await api.dispose();
});
