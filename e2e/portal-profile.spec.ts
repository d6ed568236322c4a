import { completeProfileThroughApi, openAs, seededSession, signInThroughApi, type ApiSession } from './support/api.ts';
import { latestOtp, otpCodes } from './support/otp.ts';
import { expect, expectNoAxeViolations, storedUser, test, toast } from './support/portal.ts';
import { fillProfileForm } from './support/profile-form.ts';
import { seededAccount } from './support/seeded-accounts.ts';

// Real API round trips and axe scans: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const FIELD_MESSAGES = [
  'Please enter your full name',
  'Please enter your age',
  'Please enter your email',
  'Please select your gender',
  'Please select your state',
  'Please enter your city',
  'Please select your education',
  'Please enter Startup Name',
  'Please choose industy type',
  'Please choose Startup Stage',
  'Please enter Team Size',
  'Please enter Startup Summary',
  'Please select your ethnicity/religion',
];
const NOTICE = 'Please fix the errors in the form before submitting';

test.describe('/complete-profile', () => {
  test('shows its titles and three sections with the shared option lists', async ({ page, freshUser }) => {
    await openAs(page, '/complete-profile', freshUser);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Profile' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Complete Profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByText('Please fill in your details to complete your profile')).toBeVisible();
    for (const section of ['Personal Details', 'Your StartUp Info', 'Community & Event Mapping']) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    // The empty choice plus 36 states, 9 education levels, 10 religions, 4 stages, about 110 chapters.
    await expect(page.getByLabel('State', { exact: true }).locator('option')).toHaveCount(37);
    await expect(page.getByLabel('Education', { exact: true }).locator('option')).toHaveCount(10);
    await expect(page.getByLabel('Ethnicity / Religion', { exact: true }).locator('option')).toHaveCount(11);
    await expect(page.getByLabel('Startup Stage', { exact: true }).locator('option')).toHaveCount(5);
    expect(await page.getByLabel('JITO Chapter', { exact: true }).locator('option').count()).toBeGreaterThan(100);
    await expect(
      page.getByLabel('JITO Chapter', { exact: true }).locator('option', { hasText: 'Surat (Gujarat)' }),
    ).toHaveAttribute('value', 'Surat');
    await expect(page.getByLabel('Startup Summary', { exact: true })).toHaveAttribute('rows', '4');
    await expect(page.locator('input[type="hidden"][name="role"]')).toHaveValue('PARTICIPATOR');
    await expectNoAxeViolations(page);
  });

  test('checks every field on submit with one message each, focuses the first and clears on edit', async ({
    page,
    freshUser,
  }) => {
    await openAs(page, '/complete-profile', freshUser);
    const form = page.getByRole('form', { name: 'Complete Your Profile' });
    await page.getByRole('button', { name: 'Complete Profile' }).click();

    await expect(toast(page, NOTICE)).toBeVisible();
    await expect(form.getByText(NOTICE)).toBeVisible();
    for (const message of FIELD_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
    const name = page.getByLabel('Full Name', { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your full name');
    await expectNoAxeViolations(page);

    await name.fill('A');
    await expect(form.getByText('Please enter your full name')).toBeHidden();
    await expect(page.getByLabel('Age', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Age', { exact: true }).fill('121');
    await page.getByLabel('Email', { exact: true }).fill('meera@');
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('linkedin.com/in/meera');
    await page.getByLabel('Website', { exact: true }).fill('loom works');
    await page.getByLabel('I am a JITO member', { exact: true }).check();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid age (1-120)',
      'Please enter a valid email address',
      'Please enter a valid LinkedIn profile URL (starting with https://www.linkedin.com/)',
      'Please enter a valid website URL',
      'Please select a JITO Chapter',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    // A member's religion is Jain, so it has no error any more.
    await expect(form.getByText('Please select your ethnicity/religion')).toBeHidden();
  });

  test('applies the JITO rules', async ({ page, freshUser }) => {
    await openAs(page, '/complete-profile', freshUser);
    const member = page.getByLabel('I am a JITO member', { exact: true });
    const chapter = page.getByLabel('JITO Chapter', { exact: true });
    const religion = page.getByLabel('Ethnicity / Religion', { exact: true });
    await expect(chapter).toBeDisabled();
    await religion.selectOption('Hindu');

    await member.check();
    await expect(religion).toHaveValue('Jain');
    await expect(religion).toBeDisabled();
    await expect(chapter).toBeEnabled();
    await chapter.selectOption({ label: 'Surat (Gujarat)' });
    await expect(chapter).toHaveValue('Surat');

    await member.uncheck();
    await expect(chapter).toHaveValue('');
    await expect(chapter).toBeDisabled();
    await expect(religion).toHaveValue('');
    await expect(religion).toBeEnabled();
  });

  test('sends the validated payload and toasts each failure', async ({ page, freshUser }) => {
    await openAs(page, '/complete-profile', freshUser);
    await fillProfileForm(page);
    await page.getByLabel('I am a JITO member', { exact: true }).check();
    await page.getByLabel('JITO Chapter', { exact: true }).selectOption({ label: 'Surat (Gujarat)' });
    const submit = page.getByRole('button', { name: 'Complete Profile' });

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let payload: Record<string, unknown> | undefined;
    await page.route('**/api/user-details', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      payload = route.request().postDataJSON();
      await held;
      await route.fulfill({ status: 500, json: {} });
    });
    await submit.click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(toast(page, 'Failed to complete profile')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Profile' })).toBeEnabled();
    expect(payload).toMatchObject({
      name: 'Meera Jain',
      age: 31,
      role: 'PARTICIPATOR',
      isJITOMember: true,
      JITOChapter: 'Surat',
      ethnicity: 'Jain',
      startUpStage: 'MVP_READY',
    });

    await page.unroute('**/api/user-details');
    await page.route('**/api/user-details', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: { message: 'The server says no', errors: { city: 'Please enter your city' } },
          })
        : route.continue(),
    );
    await submit.click();
    await expect(toast(page, 'The server says no')).toBeVisible();
    await expect(page.getByLabel('City', { exact: true })).toHaveAccessibleDescription('Please enter your city');
    await expect(page.getByLabel('City', { exact: true })).toBeFocused();

    await page.unroute('**/api/user-details');
    await page.route('**/api/user-details', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    );
    await page.getByLabel('City', { exact: true }).fill('Surat');
    await submit.click();
    await expect(toast(page, 'An error occurred while completing profile')).toBeVisible();

    // Once the form goes through, its error toasts go: they no longer describe anything.
    await page.unroute('**/api/user-details');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Profile Completed Successfully – Thank You!' })).toBeVisible();
    await expect(toast(page, 'An error occurred while completing profile')).toHaveCount(0);
    await expect(toast(page, 'The server says no')).toHaveCount(0);
  });
});

test.describe('/profile', () => {
  test.describe.configure({ mode: 'serial' });
  let session: ApiSession;

  test.beforeAll(async ({ request }) => {
    session = await signInThroughApi(request);
    session = await completeProfileThroughApi(request, session, {
      isJITOMember: true,
      JITOChapter: 'Surat',
      ethnicity: '',
      linkedIn: 'https://www.linkedin.com/in/asha',
    });
  });

  test('loads the profile on entry', async ({ page }) => {
    await openAs(page, '/profile', session);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Profile Info' })).toBeVisible();
    await expect(toast(page, 'Profile fetched successfully')).toBeVisible();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Asha Mehta');
    await expect(page.getByLabel('Age', { exact: true })).toHaveValue('29');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('Maharashtra');
    await expect(page.getByLabel('Startup Stage', { exact: true })).toHaveValue('PROTOTYPING');
    await expect(page.getByLabel('I am a JITO member', { exact: true })).toBeChecked();
    await expect(page.getByLabel('JITO Chapter', { exact: true })).toHaveValue('Surat');
    await expect(page.getByLabel('Ethnicity / Religion', { exact: true })).toHaveValue('Jain');
    await expect(page.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue('https://www.linkedin.com/in/asha');
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('updates, refills the form from the answer and renames the header', async ({ page }) => {
    await openAs(page, '/profile', session);
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Asha Mehta');
    await page.getByLabel('Full Name', { exact: true }).fill('  Asha M. Shah  ');
    // The summary is optional on the profile page.
    await page.getByLabel('Startup Summary', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();

    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    // The server trimmed the name; the form shows what it answered.
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Asha M. Shah');
    await expect(page.getByLabel('Startup Summary', { exact: true })).toHaveValue('');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Asha M. Shah' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ name: 'Asha M. Shah' });

    await page.getByLabel('Full Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Please enter your full name', { exact: true })).toBeVisible();
    await expect(toast(page, 'Please fix the errors in the form before submitting')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('toasts fetch and update failures', async ({ page }) => {
    await page.route('**/api/user-details', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, json: {} }) : route.continue(),
    );
    await openAs(page, '/profile', session);
    await expect(toast(page, 'Failed to fetch profile')).toBeVisible();
    await expect(page.getByText('Your profile could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.unroute('**/api/user-details');
    await page.route('**/api/user-details', (route) =>
      route.request().method() === 'GET' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(toast(page, 'An error occurred while fetching profile')).toBeVisible();

    await page.unroute('**/api/user-details');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Asha M. Shah');

    await page.route('**/api/user-details', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: {} }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(toast(page, 'Failed to update profile')).toBeVisible();

    await page.unroute('**/api/user-details');
    await page.route('**/api/user-details', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    );
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(toast(page, 'An error occurred while updating profile')).toBeVisible();
  });
});

test('a returning user signs in and lands on /', async ({ page, request }, testInfo) => {
  // An account with a saved profile whose number has not been sent a code yet (support/seeded-accounts.ts), so the
  // sign-in's code goes out at once: the API sends a number a new code no sooner than 30 s after its last.
  const returning = seededAccount('returning', testInfo.retry);
  await completeProfileThroughApi(request, await seededSession(request, returning), { name: 'Asha M. Shah' });
  await openAs(page, '/login');
  expect(await otpCodes(returning.mobile)).toEqual([]);
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(returning.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestOtp(returning.mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Asha M. Shah' })).toBeVisible();
});
