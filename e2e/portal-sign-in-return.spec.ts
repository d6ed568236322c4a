import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { completeProfileThroughApi, openAs, signInThroughApi } from './support/api.ts';
import { latestOtp, otpCodes, randomMobile } from './support/otp.ts';
import { SERVER_LOG } from './support/server-env.ts';
import { expect, test, toast } from './support/portal.ts';

// Real API round trips: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const phoneInput = (page: Page) => page.getByRole('textbox', { name: 'Mobile Number' });
const otpInput = (page: Page) => page.getByRole('textbox', { name: 'OTP' });

/** Pastes `text` into the focused field the way a browser does: a paste event carrying the clipboard. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Signs `mobile` in on the open /login page with the code the server sent. */
async function signInOnPage(page: Page, mobile: string, typed = mobile) {
  const before = (await otpCodes(mobile)).length;
  await phoneInput(page).fill(typed);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await otpInput(page).fill(await latestOtp(mobile, { after: before }));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

test.describe('sign-in without friction', () => {
  test('a pasted +91 number is read as the national number and signs in', async ({ page }) => {
    const mobile = randomMobile();
    await openAs(page, '/login');
    await phoneInput(page).focus();
    await paste(page, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await expect(phoneInput(page)).toHaveValue(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(`Code sent to ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toBeVisible();
    // The phone can fill the code in by itself: the input asks for it, the SMS is bound to this site.
    await expect(otpInput(page)).toHaveAttribute('autocomplete', 'one-time-code');
    const code = await latestOtp(mobile);
    const line = (await readFile(SERVER_LOG, 'utf8'))
      .split('\n')
      .find((l) => l.startsWith(`[sms] OTP for ${mobile}:`))!;
    const text = JSON.parse(/ text=(".*")$/.exec(line)![1]!) as string;
    expect(text.split('\n').at(-1)).toBe(`@${new URL(page.url()).host} #${code}`);
    await otpInput(page).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/complete-profile$/);
  });

  test('where the browser reads origin-bound SMS (WebOTP), the code fills itself in and signs in', async ({ page }) => {
    // Chromium offers WebOTP only on Android; this stands in for the phone's SMS reader, and hands the
    // page the code the server really sent once the test passes it on.
    await page.addInitScript(() => {
      const w = window as unknown as { OTPCredential: unknown; deliverSms: (code: string) => void };
      w.OTPCredential = function OTPCredential() {};
      let deliver: (code: string) => void = () => undefined;
      w.deliverSms = (code) => deliver(code);
      navigator.credentials.get = (options?: CredentialRequestOptions) =>
        (options as { otp?: unknown } | undefined)?.otp
          ? new Promise((resolve) => (deliver = (code) => resolve({ code, id: '', type: 'otp' } as Credential)))
          : Promise.resolve(null);
    });
    const mobile = randomMobile();
    await openAs(page, '/login');
    await phoneInput(page).fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await latestOtp(mobile);
    await page.evaluate((c) => (window as unknown as { deliverSms: (code: string) => void }).deliverSms(c), code);
    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(toast(page, 'Login successful')).toBeVisible();
  });

  test('a leading 0 is dropped; a number that is no Indian mobile is refused before any SMS', async ({ page }) => {
    await openAs(page, '/login');
    await phoneInput(page).focus();
    await paste(page, '098765 43210');
    await expect(phoneInput(page)).toHaveValue('9876543210');

    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/otp')) sends.push(request.url());
    });
    await phoneInput(page).fill('0123456789');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(
      page.getByText('Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9'),
    ).toBeVisible();
    expect(sends).toEqual([]);
  });
});

test.describe('return to the page asked for', () => {
  test('a signed-out visitor to /application is told why on /login and comes back after sign-in', async ({ page }) => {
    await openAs(page, '/application');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fapplication$/);
    await expect(page.getByRole('status').filter({ hasText: 'Please sign in to continue' })).toBeVisible();

    const mobile = randomMobile();
    await signInOnPage(page, mobile);
    await expect(page).toHaveURL(/\/application$/);
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(mobile);
  });

  for (const outside of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example']) {
    test(`never leaves the site for returnTo=${outside}`, async ({ page }) => {
      await openAs(page, `/login?returnTo=${encodeURIComponent(outside)}`);
      await signInOnPage(page, randomMobile());
      // The spec's default for a new applicant, on this site.
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/complete-profile$/);
    });
  }

  test('coming to /login by choice says nothing extra', async ({ page }) => {
    await openAs(page, '/login');
    await expect(page.getByRole('heading', { name: 'Sign in with your mobile' })).toBeVisible();
    await expect(page.getByText('Please sign in to continue')).toHaveCount(0);
  });
});

test('logout revokes the token on the server, and the site still signs out when that call fails', async ({
  page,
  request,
}) => {
  const session = await completeProfileThroughApi(request, await signInThroughApi(request));
  const auth = { Authorization: `Bearer ${session.token}` };
  await openAs(page, '/contact', session);
  await page.getByRole('button', { name: 'Asha Mehta' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect.poll(async () => (await request.get('/api/user-details', { headers: auth })).status()).toBe(401);

  // The API is unreachable: the browser forgets the session all the same.
  const other = await completeProfileThroughApi(request, await signInThroughApi(request));
  await openAs(page, '/contact', other);
  await page.route('**/api/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Asha Mehta' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});
