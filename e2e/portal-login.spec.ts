import { openAs } from './support/api.ts';
import { latestOtp, otpCodes, randomMobile, wrongCode } from './support/otp.ts';
import { expect, expectNoAxeViolations, liveRegion, test, toast } from './support/portal.ts';

// Real API round trips and axe scans: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const phoneInput = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Mobile Number' });
const otpInput = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'OTP' });

/** Stubs send-OTP as a success so step 2 can be tested without sending a real code. */
async function stubSentCode(page: import('@playwright/test').Page) {
  await page.route('**/api/otp', (route) => route.fulfill({ status: 200, json: { message: 'sent' } }));
}

test.describe('/login', () => {
  test('step 1 checks the number: required, exactly 10 digits, at most 10 typed', async ({ page }) => {
    await openAs(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const phone = phoneInput(page);
    const send = page.getByRole('button', { name: 'Send OTP' });

    await send.click();
    await expect(page.getByText('Please enter phone number')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Please enter phone number/);
    await expect(phone).toBeFocused();
    await expectNoAxeViolations(page);

    // Enter in the focused input moves no focus: the message is read out from a live region.
    await phone.press('Enter');
    await expect(liveRegion(page, 'Please enter phone number')).toHaveCount(1);

    await phone.pressSequentially('98765');
    // Editing the field clears its error.
    await expect(page.getByText('Please enter phone number')).toBeHidden();
    await send.click();
    await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible();

    await phone.fill('');
    await phone.pressSequentially('987654321012');
    await expect(phone).toHaveValue('9876543210');

    // A number typed the way it is written on a card is not cut short: it becomes the national number.
    await phone.fill('');
    await phone.pressSequentially('+91 98000 00050');
    await expect(phone).toHaveValue('9800000050');

    // Ten digits that cannot be an Indian mobile get a message that says so.
    await phone.fill('5876543210');
    await send.click();
    await expect(
      page.getByText('Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9'),
    ).toBeVisible();
  });

  test('send-OTP failures toast the server message, the fallback or the network error', async ({ page }) => {
    await openAs(page, '/login');
    await phoneInput(page).fill('9876543210');
    const send = page.getByRole('button', { name: 'Send OTP' });

    await page.route('**/api/otp', (route) => route.fulfill({ status: 503, json: { message: 'SMS gateway is down' } }));
    await send.click();
    await expect(toast(page, 'SMS gateway is down')).toBeVisible();

    await page.unroute('**/api/otp');
    await page.route('**/api/otp', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await send.click();
    await expect(toast(page, 'Failed to send OTP')).toBeVisible();

    await page.unroute('**/api/otp');
    await page.route('**/api/otp', (route) => route.abort('connectionrefused'));
    await send.click();
    await expect(toast(page, 'An error occurred while sending OTP')).toBeVisible();
    // Still on step 1.
    await expect(phoneInput(page)).toHaveValue('9876543210');
  });

  test('step 2: the code length toast, verify failures, and Change Number clearing everything', async ({ page }) => {
    await stubSentCode(page);
    const sends: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/otp')) sends.push(request.postDataJSON());
    });
    await openAs(page, '/login');
    await phoneInput(page).fill('9876543210');
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await expect(toast(page, 'OTP sent successfully to your mobile number')).toBeVisible();
    expect(sends).toEqual([{ mobile: '9876543210' }]);
    await expect(page.getByText('Code sent to 98765 43210')).toBeVisible();
    const otp = otpInput(page);
    await expect(otp).toBeFocused();
    await expect(otp).toHaveAttribute('maxlength', '6');
    await otp.pressSequentially('12345678');
    await expect(otp).toHaveValue('123456');

    await otp.fill(' 123 ');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(toast(page, 'Please enter a valid 6-digit OTP')).toBeVisible();
    await expect(otp).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await otp.fill('123456');
    await page.route('**/api/verify-otp', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(toast(page, 'OTP verification failed')).toBeVisible();

    await page.unroute('**/api/verify-otp');
    await page.route('**/api/verify-otp', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(toast(page, 'An error occurred while verifying OTP')).toBeVisible();

    await page.getByRole('button', { name: 'Change Number' }).click();
    await expect(phoneInput(page)).toHaveValue('');
    await expect(phoneInput(page)).toBeFocused();
    await expect(phoneInput(page)).not.toHaveAttribute('aria-invalid');
    await expect(otpInput(page)).toHaveCount(0);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();

    // Back to the same number: the code already sent can be entered; no second code is asked for.
    await phoneInput(page).fill('9876543210');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(
      page.getByText('A code was already sent to this number: enter it, or ask for a new one when the wait is over.'),
    ).toBeVisible();
    await expect(otpInput(page)).toBeFocused();
    expect(sends).toEqual([{ mobile: '9876543210' }]);
  });

  test('wrong and expired codes are refused with the server messages', async ({ page, request }) => {
    const mobile = randomMobile();
    await openAs(page, '/login');
    await phoneInput(page).fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await latestOtp(mobile);

    await otpInput(page).fill(wrongCode(code));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(toast(page, 'Invalid OTP. Please try again')).toBeVisible();

    // The code gets used elsewhere first (codes are single use): for this page it has expired.
    expect((await request.post('/api/verify-otp', { data: { mobile, otp: code } })).status()).toBe(200);
    await otpInput(page).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(toast(page, 'Invalid or expired OTP. Please request a new one')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('resend waits out the cooldown, then shows the server’s own wait when it still refuses', async ({ page }) => {
    await page.clock.install();
    const mobile = randomMobile();
    await openAs(page, '/login');
    await phoneInput(page).fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await latestOtp(mobile);

    const resend = page.getByRole('button', { name: /^Resend OTP/ });
    await expect(resend).toHaveText(/^Resend OTP in (29|30)s$/);
    await expect(resend).toBeDisabled();
    await page.clock.fastForward('00:31');
    await expect(resend).toHaveText('Resend OTP');
    await expect(resend).toBeEnabled();

    // Real time has not moved 30 s on: the server still refuses, and its Retry-After is shown.
    await resend.click();
    await expect(toast(page, 'Please wait before requesting another OTP')).toBeVisible();
    await expect(resend).toHaveText(/^Resend OTP in ([1-2]\d|30)s$/);
    await expect(resend).toBeDisabled();
    expect(await otpCodes(mobile)).toHaveLength(1);
  });

  test('a signed-in visitor opening /login goes to /', async ({ page }) => {
    await openAs(page, '/login', { token: 'stored-token', user: { name: 'Asha Mehta', isProfileCompleted: true } });
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/complete-profile', '/profile', '/application']) {
    test(`a signed-out visitor to ${path} is sent to /login`, async ({ page }) => {
      await openAs(page, path);
      await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('heading', { name: 'Sign in with your mobile' })).toBeVisible();
    });
  }
});

test('a tap on a slow phone before the form works neither reloads nor puts the number in the address', async ({
  page,
}) => {
  // A phone six times slower, and the sign-in island's code held back until the test lets it through.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/SignInForm.*.js', async (route) => {
    await held;
    await route.continue();
  });
  const mobile = randomMobile();
  await page.goto('/login');
  // A native submission dispatches 'submit' within the keypress or click that asks for it: counted here (and let
  // through), it shows at once whether the tap submitted, with nothing to wait for. A reload it caused leaves a
  // new document, where the count is not 0 but missing.
  await page.evaluate(() => {
    const counted = window as unknown as { nativeSubmits: number };
    counted.nativeSubmits = 0;
    window.addEventListener('submit', () => counted.nativeSubmits++, true);
  });
  const send = page.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeDisabled();
  await phoneInput(page).fill(mobile);
  await phoneInput(page).press('Enter');
  await send.click({ force: true });
  expect(await page.evaluate(() => (window as unknown as { nativeSubmits: number }).nativeSubmits)).toBe(0);
  expect(page.url()).not.toContain(mobile);
  await expect(phoneInput(page)).toHaveValue(mobile);

  release();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(send).toBeEnabled({ timeout: 15_000 });
  const before = (await otpCodes(mobile)).length;
  await send.click();
  await expect(otpInput(page)).toBeVisible();
  expect(await latestOtp(mobile, { after: before })).toMatch(/^\d{6}$/);
  expect(page.url()).not.toContain(mobile);
});
