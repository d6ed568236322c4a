import { type Page, expect, test } from '@playwright/test';
import { STAFF_MESSAGES } from '../src/shared/messages/staff.ts';
import { seededSession } from './support/api.ts';
import { axeScan } from './support/axe.ts';
import { applicantWithApplication } from './support/organiser.ts';
import { latestOtp, otpCodes } from './support/otp.ts';
import { type OwnServer, startOwnServer, openSignedIn } from './support/own-server.ts';
import { seededToken } from './support/seeded-accounts.ts';
import { E2E_PORT } from './support/server-env.ts';
import { skipPreloader } from './support/session.ts';

/**
 * A reviewer invited, at work and removed, on a server of this spec's own: adding a reviewer changes who automatic
 * assignment and the figures count on the suite's shared server. The organiser invites them on the settings page;
 * they sign in with their number and see the queue; once removed, their next request finds them signed out.
 */
const OWN_PORT = E2E_PORT + 3100;
const ORGANISER = '9000031001';
const REVIEWER = '9000031002';
const APPLICANT = '9111310001';
let server: OwnServer;

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(OWN_PORT, { SMS_PROVIDER: 'console', ORGANISER_MOBILES: ORGANISER, OTP_POW: 'off' }, [
    ORGANISER,
    APPLICANT,
  ]);
});
test.afterAll(async () => server?.stop());

const openOn = (page: Page, path: string, session: { token: string; user: unknown }) =>
  openSignedIn(page, server, path, session);

/** Signs `mobile` in on the login page with the code the console provider printed. */
async function signInOnPage(page: Page, mobile: string) {
  await skipPreloader(page);
  await page.goto(`${server.url}/login`);
  const before = (await otpCodes(mobile, server.log)).length;
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await latestOtp(mobile, { after: before, log: server.log });
  await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

test('an organiser invites a reviewer, who signs in and sees the queue, then removes them, who is signed out', async ({
  page,
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const organiser = await seededSession(api, { mobile: ORGANISER, token: seededToken(ORGANISER) });
  const applicant = await seededSession(api, { mobile: APPLICANT, token: seededToken(APPLICANT) });
  await applicantWithApplication(api, {
    name: 'Asha Staff',
    startupName: 'Krishi Staff',
    deck: false,
    signedIn: applicant,
  });

  await openOn(page, '/organiser/settings', organiser);
  await page.getByText(STAFF_MESSAGES.heading, { exact: true }).click();
  const invite = page.getByRole('form', { name: STAFF_MESSAGES.inviteHeading });
  await invite.getByRole('textbox', { name: 'Mobile' }).fill(REVIEWER);
  await invite.getByRole('textbox', { name: 'Name' }).fill('Meera Rao');
  await invite.getByRole('textbox', { name: /^Sectors/ }).fill('Agritech, Fintech');
  await invite.getByRole('button', { name: STAFF_MESSAGES.invite }).click();
  await expect(invite.getByRole('status')).toHaveText(STAFF_MESSAGES.invited('Meera Rao'));
  const row = page.getByRole('row', { name: /^Meera Rao/ });
  await expect(row).toContainText(REVIEWER);
  await expect(row).toContainText('Agritech, Fintech');
  await expect(row).toContainText(STAFF_MESSAGES.fromApp);
  const { violations } = await axeScan(page).include('details[open]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The reviewer signs in with their number, in a browser of their own, and reviews.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInOnPage(reviewer, REVIEWER);
  await expect(reviewer).toHaveURL(/\/organiser/);
  await reviewer.goto(`${server.url}/organiser/review`);
  await expect(reviewer.getByRole('form', { name: 'Your review' })).toBeVisible();
  await expect(reviewer.getByRole('status').filter({ hasText: / of \d+ done$/ })).toHaveText('0 of 1 done');

  // Removed, with a confirmation: their session ends, so their next page asks them to sign in.
  await row.getByRole('button', { name: `${STAFF_MESSAGES.remove} Meera Rao` }).click();
  const confirm = page.getByRole('form', { name: STAFF_MESSAGES.confirmRemove('Meera Rao') });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, remove Meera Rao' }).click();
  await expect(page.getByRole('status').filter({ hasText: STAFF_MESSAGES.removed('Meera Rao') })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Meera Rao/ })).toHaveCount(0);

  await reviewer.goto(`${server.url}/organiser/review`);
  await expect(reviewer).toHaveURL(/\/login/);
  await reviewerContext.close();
});
