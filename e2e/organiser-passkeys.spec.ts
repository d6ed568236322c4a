import { type Browser, type CDPSession, type Page, expect, test } from '@playwright/test';
import { openAs, signInThroughApi } from './support/api.ts';
import { latestOtp, otpCodes } from './support/otp.ts';
import { seededToken } from './support/seeded-accounts.ts';
import { E2E_PORT } from './support/server-env.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';
import { skipPreloader } from './support/session.ts';
import { staffNumbers } from './support/staff-numbers.ts';

/**
 * Passkeys for staff in a real browser. The suite's server keeps STAFF_PASSKEYS optional (the default outside
 * production) and nobody registers a passkey there, so every other workspace spec signs in by SMS alone; this spec
 * starts servers of its own, one with STAFF_PASSKEYS=required and one optional, on `localhost` (a relying party ID
 * cannot be an IP address), and a CDP virtual authenticator stands in for the organiser's phone.
 */
const OWN_PORT = E2E_PORT + 1000;
const ORGANISER = '9000020001';
/** A second organiser and a reviewer, for recovery: the first organiser's authenticator lives only in its test. */
const RECOVERING_ORGANISER = '9000020003';
const REVIEWER = '9000020002';
let server: OwnServer;

/** A platform authenticator with user verification, as a phone's or a laptop's. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A staff member's first sign-in on `own`: the session an SMS sign-in gives, stored as the sign-in page stores it. */
async function openSignedIn(page: Page, own: OwnServer, mobile: string) {
  const token = seededToken(mobile);
  const res = await page.request.get(`${own.url}/api/user-details`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { user } = await res.json();
  await page.goto(`${own.url}/favicon.svg`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(`${own.url}/organiser`);
}

/** Signs in on `own`'s /login by SMS: the number's first code, so it is sent at once. */
async function signInBySms(page: Page, own: OwnServer, mobile: string) {
  await page.goto(`${own.url}/login`);
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  expect(await otpCodes(mobile, own.log)).toEqual([]);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await latestOtp(mobile, { log: own.log });
  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await expect(page).toHaveURL(`${own.url}/organiser`);
}

test.describe('staff passkeys (STAFF_PASSKEYS=required)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  test.beforeAll(async () => {
    test.setTimeout(200_000);
    // Each staff member's first sign-in is a seeded session (support/seeded-accounts.ts): the one SMS sign-in a test
    // makes for a number is then its first code, sent at once, where a second would wait out the API's 30 s.
    server = await startOwnServer(
      OWN_PORT,
      {
        STAFF_PASSKEYS: 'required',
        ORGANISER_MOBILES: `${ORGANISER},${RECOVERING_ORGANISER}`,
        REVIEWER_MOBILES: REVIEWER,
      },
      [ORGANISER, RECOVERING_ORGANISER, REVIEWER],
    );
  });
  test.afterAll(async () => server?.stop());

  test('an organiser registers a passkey at the first sign-in, then signs in with SMS plus passkey', async ({
    page,
  }) => {
    await skipPreloader(page);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const workspace = page.getByRole('searchbox', { name: 'Search' });

    await openSignedIn(page, server, ORGANISER);
    await expect(page.getByRole('heading', { name: 'Register a passkey' })).toBeVisible();
    await expect(workspace).toBeHidden();
    // Every workspace call is refused until the passkey step is done.
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/organiser/stats', { headers: { Authorization: `Bearer ${localStorage.token}` } });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({
      status: 403,
      body: {
        message: 'Confirm your sign-in with your passkey to open the organiser workspace',
        passkeyRequired: true,
      },
    });

    await page.getByRole('button', { name: 'Register a passkey' }).click();
    await expect(page.getByText('Passkey registered: you will use it at every sign-in from now on')).toBeVisible();
    await expect(workspace).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');

    await page.locator('[data-account-toggle]').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${server.url}/`);

    await signInBySms(page, server, ORGANISER);
    await expect(page.getByRole('heading', { name: 'Sign in with your passkey' })).toBeVisible();
    await expect(workspace).toBeHidden();
    await page.getByRole('button', { name: 'Sign in with your passkey' }).click();
    await expect(page.getByText('Signed in with your passkey')).toBeVisible();
    await expect(workspace).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in with your passkey' })).toHaveCount(0);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
  });

  /** A browser of its own, with its own authenticator: signed in as `mobile`, its first passkey registered. */
  async function staffWithPasskey(browser: Browser, mobile: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await skipPreloader(page);
    await virtualAuthenticator(page);
    await openSignedIn(page, server, mobile);
    await page.getByRole('button', { name: 'Register a passkey' }).click();
    await expect(page.getByText('Passkey registered: you will use it at every sign-in from now on')).toBeVisible();
    return page;
  }

  test('an organiser removes a reviewer’s passkeys on Settings, and the reviewer registers anew at the next sign-in', async ({
    browser,
  }) => {
    const reviewer = await staffWithPasskey(browser, REVIEWER);
    const organiser = await staffWithPasskey(browser, RECOVERING_ORGANISER);

    await organiser.goto(`${server.url}/organiser/settings`);
    const row = organiser.getByRole('row').filter({ hasText: REVIEWER });
    const passkeys = row.getByRole('cell').nth(2);
    await expect(passkeys).toHaveText('1');
    const remove = row.getByRole('button', { name: `Remove passkeys of ${REVIEWER}` });
    const question = organiser.getByRole('group', { name: `Remove the passkeys of ${REVIEWER}?` });
    // Asked first: cancelling removes nothing.
    await remove.click();
    await expect(question).toContainText(
      'They are signed out everywhere and register a new passkey at their next sign-in.',
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(passkeys).toHaveText('1');

    await remove.click();
    await question.getByRole('button', { name: 'Yes, remove them' }).click();
    await expect(organiser.getByText('Passkeys removed: they register a new one at their next sign-in')).toBeVisible();
    await expect(question).toBeHidden();
    await expect(passkeys).toHaveText('0');
    await expect(row.getByRole('button')).toHaveCount(0);

    // The reviewer was signed out everywhere, and their next SMS sign-in asks for a new passkey, not the removed one.
    await reviewer.reload();
    await expect(reviewer).toHaveURL(/\/login/);
    await signInBySms(reviewer, server, REVIEWER);
    await expect(reviewer.getByRole('heading', { name: 'Sign in with your passkey' })).toHaveCount(0);
    await reviewer.getByRole('button', { name: 'Register a passkey' }).click();
    await expect(reviewer.getByText('Passkey registered: you will use it at every sign-in from now on')).toBeVisible();
    await reviewer.context().close();
    await organiser.context().close();
  });
});

test('where passkeys are optional, the workspace opens after SMS and Settings offers to register one', async ({
  page,
  request,
}, testInfo) => {
  const organiser = await signInThroughApi(request, staffNumbers(testInfo.retry).organiserPasskeys);
  await openAs(page, '/organiser', organiser);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register a passkey' })).toHaveCount(0);
  await openAs(page, '/organiser/settings', organiser);
  await expect(page.getByRole('heading', { name: 'Register a passkey' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save window' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff passkeys' })).toBeVisible();
});

/**
 * Optional passkeys once one is registered: a server of its own again (on `localhost`, as a relying party needs), with
 * STAFF_PASSKEYS=optional, so the suite's server (on 127.0.0.1) never holds a passkey that would shut its staff out.
 */
test.describe('staff passkeys (STAFF_PASSKEYS=optional), once one is registered', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  const OPTIONAL_PORT = E2E_PORT + 2000;
  const OPTIONAL_ORGANISER = '9000020011';
  const OFFERED_ORGANISER = '9000020021';
  let optional: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(200_000);
    optional = await startOwnServer(
      OPTIONAL_PORT,
      { STAFF_PASSKEYS: 'optional', ORGANISER_MOBILES: `${OPTIONAL_ORGANISER},${OFFERED_ORGANISER}` },
      [OPTIONAL_ORGANISER, OFFERED_ORGANISER],
    );
  });
  test.afterAll(async () => optional?.stop());

  test('an organiser who registers one on Settings is asked for it at the next SMS sign-in', async ({ page }) => {
    await skipPreloader(page);
    await virtualAuthenticator(page);
    const workspace = page.getByRole('searchbox', { name: 'Search' });

    await openSignedIn(page, optional, OPTIONAL_ORGANISER);
    await expect(workspace).toBeVisible();
    await page.goto(`${optional.url}/organiser/settings`);
    await expect(page.getByText('Once you register one, every sign-in of yours asks for it')).toBeVisible();
    await page.getByRole('button', { name: 'Register a passkey' }).click();
    await expect(page.getByText('Passkey registered: you will use it at every sign-in from now on')).toBeVisible();

    await page.locator('[data-account-toggle]').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${optional.url}/`);

    // The SMS code alone no longer opens the workspace: the passkey step does.
    await signInBySms(page, optional, OPTIONAL_ORGANISER);
    await expect(page.getByRole('heading', { name: 'Sign in with your passkey' })).toBeVisible();
    await expect(workspace).toBeHidden();
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/organiser/stats', { headers: { Authorization: `Bearer ${localStorage.token}` } });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({
      status: 403,
      body: {
        message: 'Confirm your sign-in with your passkey to open the organiser workspace',
        passkeyRequired: true,
      },
    });
    await page.getByRole('button', { name: 'Sign in with your passkey' }).click();
    await expect(page.getByText('Signed in with your passkey')).toBeVisible();
    await expect(workspace).toBeVisible();
  });

  test('the passkey an organiser registers from the offer on Settings is counted in the staff passkeys at once', async ({
    page,
  }) => {
    await skipPreloader(page);
    await virtualAuthenticator(page);
    await openSignedIn(page, optional, OFFERED_ORGANISER);
    await page.goto(`${optional.url}/organiser/settings`);
    const passkeys = page.getByRole('row').filter({ hasText: OFFERED_ORGANISER }).getByRole('cell').nth(2);
    await expect(passkeys).toHaveText('0');
    await page.getByRole('button', { name: 'Register a passkey' }).click();
    await expect(page.getByText('Passkey registered: you will use it at every sign-in from now on')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Register a passkey' })).toHaveCount(0);
    // Another island of the page: told, it reads the list again, without a reload.
    await expect(passkeys).toHaveText('1');
  });
});
