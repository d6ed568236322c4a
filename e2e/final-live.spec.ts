import { type Browser, type Page, expect, test } from '@playwright/test';
import { FINAL_MESSAGES, PITCH_STATES } from '../src/shared/messages/final.ts';
import { seededSession } from './support/api.ts';
import { axeScan } from './support/axe.ts';
import { applicantWithApplication } from './support/organiser.ts';
import { latestOtp, otpCodes } from './support/otp.ts';
import { type OwnServer, openSignedIn, startOwnServer } from './support/own-server.ts';
import { seededToken } from './support/seeded-accounts.ts';
import { E2E_PORT } from './support/server-env.ts';
import { skipPreloader } from './support/session.ts';

/**
 * The live final, on a server of this spec's own (opening the final round locks every applicant's edits, which the
 * suite's shared server must not do to the other specs): three finalists, three judges scoring on phones, one of them
 * offline for a while (reloading /judge meanwhile) and one whose answer is lost once, the organiser running the stage,
 * the big screen counting each judge's score once.
 */
const OWN_PORT = E2E_PORT + 3300;
const ORGANISER = '9000033001';
const JUDGES = ['9000033002', '9000033003', '9000033004'];
const APPLICANTS = ['9111330001', '9111330002', '9111330003'];
const STARTUPS = ['Krishi Final', 'Paani Final', 'Dhoop Final'];
/** Delivery weighs 2, market 1: the judges' weighted scores of the first pitch are 4, 3 and 3, their mean 3.33. */
const RUBRIC = {
  criteria: [
    { id: 'delivery', label: 'Delivery', help: 'How clearly the founders told it', weight: 2, min: 1, max: 5 },
    { id: 'market', label: 'Market', help: 'How large and reachable the market is', weight: 1, min: 1, max: 5 },
  ],
};
const SCORES = [
  { delivery: 5, market: 2 },
  { delivery: 4, market: 1 },
  { delivery: 3, market: 3 },
];
const MEAN = 3.33;
let server: OwnServer;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(
    OWN_PORT,
    {
      SMS_PROVIDER: 'console',
      ORGANISER_MOBILES: ORGANISER,
      OTP_POW: 'off',
      OTP_IP_HOURLY_LIMIT: '1000',
      OTP_PREFIX_HOURLY_LIMIT: '1000',
    },
    [ORGANISER, ...APPLICANTS],
  );
});
test.afterAll(async () => server?.stop());

/**
 * A judge's phone: a browser of its own at a phone's size. Only the phone that reloads /judge offline runs the service
 * worker: Playwright's route() (judge 2's lost answer) may miss what a worker handles, and phones fewer precaching the
 * event's bundles keep the spec short.
 */
async function phone(browser: Browser, serviceWorkers: 'allow' | 'block' = 'block'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  const page = await context.newPage();
  await skipPreloader(page);
  return page;
}

/** Signs `mobile` in on /login with the code the SMS carried: a judge lands on /judge. */
async function signInOnLoginPage(page: Page, mobile: string) {
  await page.goto(`${server.url}/login`);
  const before = (await otpCodes(mobile, server.log)).length;
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await latestOtp(mobile, { after: before, log: server.log });
  await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(`${server.url}/judge`);
}

/**
 * Signs `mobile` in through the API from the phone's own browser (the same codes without the page: faster), and opens
 * /judge signed in.
 */
async function signInThroughApiOnto(page: Page, mobile: string) {
  const before = (await otpCodes(mobile, server.log)).length;
  expect((await page.request.post(`${server.url}/api/otp`, { data: { mobile } })).status()).toBe(200);
  const otp = await latestOtp(mobile, { after: before, log: server.log });
  const verified = await page.request.post(`${server.url}/api/verify-otp`, { data: { mobile, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const session = (await verified.json()) as { token: string; user: { role: string } };
  expect(session.user.role).toBe('JUDGE');
  await openSignedIn(page, server, '/judge', session);
}

/** The judge's card of one pitch (an article named by its startup). */
const pitchCard = (judge: Page, startup: string) => judge.getByRole('article', { name: startup });

/** Gives `scores` to the pitch's card by tapping each criterion's number, then Send. */
async function score(judge: Page, startup: string, scores: { delivery: number; market: number }) {
  const card = pitchCard(judge, startup);
  await card
    .getByRole('group', { name: 'Delivery' })
    .getByRole('radio', { name: String(scores.delivery) })
    .check();
  await card
    .getByRole('group', { name: 'Market' })
    .getByRole('radio', { name: String(scores.market) })
    .check();
  await card.getByRole('button', { name: FINAL_MESSAGES.send }).click();
}

test('three judges score a live final on their phones, one offline and one answer lost, each score counted once', async ({
  page,
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const organiser = await seededSession(api, { mobile: ORGANISER, token: seededToken(ORGANISER) });
  const auth = { Authorization: `Bearer ${organiser.token}` };
  const applications = await Promise.all(
    STARTUPS.map(async (startupName, i) =>
      applicantWithApplication(api, {
        name: `Finalist ${i + 1}`,
        startupName,
        deck: false,
        signedIn: await seededSession(api, { mobile: APPLICANTS[i]!, token: seededToken(APPLICANTS[i]!) }),
      }),
    ),
  );

  // The final: a round of its own kind with a two-criterion rubric, the three finalists carried into it in running
  // order, opened (the review round closed first: one round open at a time), and three judges invited.
  const created = await api.post('/api/organiser/rounds', {
    headers: auth,
    data: {
      kind: 'final',
      name: 'Grand final',
      rubric: RUBRIC,
      reviewsPerApplication: 1,
      visibility: { othersScores: 'never' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const finalId = (await created.json()).id as number;
  for (const app of applications) {
    const carried = await api.post(`/api/organiser/rounds/${finalId}/advance`, {
      headers: auth,
      data: { ids: [app.submissionId] },
    });
    expect(carried.status(), await carried.text()).toBe(200);
  }
  expect((await api.post('/api/organiser/rounds/1/close', { headers: auth })).status()).toBe(200);
  const opened = await api.post(`/api/organiser/rounds/${finalId}/open`, { headers: auth });
  expect(opened.status(), await opened.text()).toBe(200);
  for (const [i, mobile] of JUDGES.entries()) {
    const invited = await api.post('/api/organiser/staff', {
      headers: auth,
      data: { mobile, role: 'JUDGE', name: `Judge ${i + 1}` },
    });
    expect(invited.status(), await invited.text()).toBeLessThan(300);
  }
  const stage = async () =>
    (await (await api.get('/api/organiser/final', { headers: auth })).json()) as {
      judges: { mobile: string; scored: number }[];
      pitches: { startupName: string; scored: number; score: number | null }[];
    };
  // The running order, as the stage has it.
  const order = (await stage()).pitches.map((p) => p.startupName);
  expect([...order].sort()).toEqual([...STARTUPS].sort());
  const [first, second] = order as [string, string, string];

  // Each judge signs in on their phone and is on the judging page, waiting for the first pitch: the first on the
  // sign-in page, which takes a judge there; the others through the API, to keep the spec short. The organiser opens
  // the stage meanwhile.
  const judges = await Promise.all(JUDGES.map((_, i) => phone(browser, i === 2 ? 'allow' : 'block')));
  await Promise.all([
    signInOnLoginPage(judges[0]!, JUDGES[0]!),
    ...JUDGES.slice(1).map((mobile, i) => signInThroughApiOnto(judges[i + 1]!, mobile)),
    openSignedIn(page, server, '/organiser/final', organiser),
  ]);
  for (const judge of judges) await expect(judge.getByText(FINAL_MESSAGES.waiting)).toBeVisible();

  // The organiser puts the first finalist on stage; every phone shows it within a poll.
  await page.getByRole('button', { name: `${FINAL_MESSAGES.open} ${first}` }).click();
  const onStage = (judge: Page) => judge.getByRole('region', { name: FINAL_MESSAGES.onStage });
  for (const judge of judges) await expect(onStage(judge).getByRole('heading', { name: first })).toBeVisible();
  const { violations } = await axeScan(judges[0]!).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Judge 1 scores it. Judge 2's first answer is lost (the server stored the score, the phone never heard): the
  // phone keeps the score, sends it again, and the server answers that it already had it.
  await score(judges[0]!, first, SCORES[0]!);
  await expect(pitchCard(judges[0]!, first).getByText(FINAL_MESSAGES.sent, { exact: true })).toBeVisible();
  let lost = 0;
  await judges[1]!.route('**/api/final/scores/**', async (route) => {
    if (lost++ > 0) return route.fallback();
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  const duplicate = judges[1]!.waitForResponse((r) => r.url().includes('/api/final/scores/') && r.status() === 200);
  await score(judges[1]!, first, SCORES[1]!);
  expect(await (await duplicate).json()).toEqual({
    stored: true,
    duplicate: true,
    message: FINAL_MESSAGES.alreadyStored,
  });
  await expect(pitchCard(judges[1]!, first).getByText(FINAL_MESSAGES.sent, { exact: true })).toBeVisible();
  expect(lost).toBe(2);

  // Judge 3's phone loses the network: the page says so, and the score given is kept on the phone. Reloaded offline
  // (as a browser does with a tab it discarded), /judge still opens from the service worker's copy, with the stage
  // last read and the score kept.
  const judge3 = judges[2]!;
  await expect.poll(() => judge3.evaluate(async () => Boolean(await caches.match('/judge')))).toBe(true);
  // The emulated offline mode now and then lets a request of a page the service worker controls through (a score
  // reached the server 'offline'): the API is cut off too, as a dead network would be.
  const deadNetwork = '**/api/**';
  await judge3.context().route(deadNetwork, (route) => route.abort('internetdisconnected'));
  await judge3.context().setOffline(true);
  await expect(judge3.getByText(FINAL_MESSAGES.offline)).toBeVisible();
  await score(judge3, first, SCORES[2]!);
  await expect(pitchCard(judge3, first).getByText(FINAL_MESSAGES.keptOffline)).toBeVisible();
  await judge3.reload();
  await expect(judge3.getByText(FINAL_MESSAGES.offline)).toBeVisible();
  await expect(onStage(judge3).getByRole('heading', { name: first })).toBeVisible();
  await expect(pitchCard(judge3, first).getByText(FINAL_MESSAGES.keptOffline)).toBeVisible();

  // Meanwhile the organiser closes the first pitch (two of three judges scored) and opens the second.
  const row = (startup: string) => page.getByRole('row').filter({ hasText: startup });
  await expect(row(first)).toContainText(FINAL_MESSAGES.judgesScored(2, 3));
  await page.getByRole('button', { name: `${FINAL_MESSAGES.close} ${first}` }).click();
  await expect(row(first).getByRole('cell', { name: PITCH_STATES.closed, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `${FINAL_MESSAGES.open} ${second}` }).click();
  await expect(onStage(judges[0]!).getByRole('heading', { name: second })).toBeVisible();

  // Judge 3's network returns: the kept score is sent, the phone says Sent, and the second pitch is on stage there.
  await judge3.context().unroute(deadNetwork);
  await judge3.context().setOffline(false);
  await expect(pitchCard(judge3, first).getByText(FINAL_MESSAGES.sent, { exact: true })).toBeVisible();
  // The emulated network comes back to the page and to its worker one after the other: the read on 'online' may still
  // fail, and after two failed reads (the reload's and that one) the next waits 12 s (poll-schedule.ts).
  await expect(onStage(judge3).getByRole('heading', { name: second })).toBeVisible({ timeout: 15_000 });
  await expect(judge3.getByText(FINAL_MESSAGES.offline)).toBeHidden();
  await expect(row(first)).toContainText(FINAL_MESSAGES.judgesScored(3, 3));

  // Judge 1 scores the second pitch; a score sent is final, shown read-only.
  await score(judges[0]!, second, { delivery: 2, market: 2 });
  await expect(pitchCard(judges[0]!, second).getByText(FINAL_MESSAGES.sent, { exact: true })).toBeVisible();
  await expect(pitchCard(judges[0]!, second).getByRole('button', { name: FINAL_MESSAGES.send })).toHaveCount(0);

  // The big screen: the first pitch's progress, its score hidden until the organiser reveals it.
  const screen = await browser.newPage();
  await skipPreloader(screen);
  await screen.goto(`${server.url}/final`);
  const screenRow = (startup: string) => screen.getByRole('row').filter({ hasText: startup });
  await expect(screenRow(first)).toContainText(FINAL_MESSAGES.judgesScored(3, 3));
  await expect(screenRow(first)).toContainText(FINAL_MESSAGES.hiddenScore);
  await expect(screen.getByRole('region', { name: FINAL_MESSAGES.nowPitching })).toContainText(second);
  await page.getByRole('button', { name: `${FINAL_MESSAGES.reveal} ${first}` }).click();
  await expect(screenRow(first)).toContainText(MEAN.toFixed(2));

  // Counted once each: three scores of the first pitch (one per judge), one of the second, and their mean.
  const board = (await (await api.get('/api/final/board')).json()) as {
    judges: number;
    pitches: { scored: number; score: number | null }[];
  };
  expect(board.judges).toBe(3);
  expect(board.pitches.map((p) => p.scored)).toEqual([3, 1, 0]);
  expect(board.pitches[0]!.score).toBe(MEAN);
  const final = await stage();
  expect(final.pitches.map((p) => [p.scored, p.score])).toEqual([
    [3, MEAN],
    [1, 2],
    [0, null],
  ]);
  expect(Object.fromEntries(final.judges.map((j) => [j.mobile, j.scored]))).toEqual({
    [JUDGES[0]!]: 2,
    [JUDGES[1]!]: 1,
    [JUDGES[2]!]: 1,
  });

  for (const judge of judges) await judge.context().close();
  await screen.close();
  await api.dispose();
});
