import { openAs } from './support/api.ts';
import { pdfFile } from './support/files.ts';
import { chooseByKeyboard, tabTo, typeInto } from './support/keyboard.ts';
import { latestOtp, randomMobile } from './support/otp.ts';
import { expect, expectNoAxeViolations, storedUser, test, toast } from './support/portal.ts';

// Real API round trips and axe scans: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test('a new number signs in, completes the profile, applies with a PDF and logs out, by keyboard alone', async ({
  page,
}) => {
  test.slow();
  const mobile = randomMobile();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const press = async (name: string) => {
    await tabTo(page, page.getByRole('button', { name, exact: true }));
    await page.keyboard.press('Enter');
  };

  // Sign in.
  await openAs(page, '/login');
  await typeInto(page, page.getByRole('textbox', { name: 'Mobile Number' }), mobile);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'OTP sent successfully to your mobile number')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'OTP' })).toBeFocused();
  await page.keyboard.type(await latestOtp(mobile));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(toast(page, 'Login successful')).toBeVisible();
  // The toast sits below the header: the account menu it speaks of stays in view and clickable.
  const toastBox = (await toast(page, 'Login successful').boundingBox())!;
  const menuBox = (await page.locator('[data-account-toggle]').first().boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(menuBox.y + menuBox.height);
  expect(await page.locator('[data-account-label]').first().textContent()).toBe('Complete  your Profile');

  // Complete the profile.
  await typeInto(page, field('Full Name'), 'Ravi Shah');
  await typeInto(page, field('Age'), '27');
  await chooseByKeyboard(page, field('Gender'), 'Male', 'MALE');
  await typeInto(page, field('Email'), 'ravi@example.com');
  await chooseByKeyboard(page, field('State'), 'Karnataka', 'Karnataka');
  await typeInto(page, field('City'), 'Bengaluru');
  await chooseByKeyboard(page, field('Education'), 'Diploma', 'Diploma');
  await typeInto(page, field('Startup Name'), 'Gridwise');
  await typeInto(page, field('Industry'), 'Energy');
  await chooseByKeyboard(page, field('Startup Stage'), 'MVP', 'MVP_READY');
  await typeInto(page, field('Team Size'), '4');
  await typeInto(page, field('Startup Summary'), 'Smart meters for small shops.');
  await tabTo(page, field('I am a JITO member'));
  await page.keyboard.press('Space');
  await chooseByKeyboard(page, field('JITO Chapter'), 'Bangalore', 'Bangalore');
  await expect(field('Ethnicity / Religion')).toHaveValue('Jain');
  await tabTo(page, page.getByRole('checkbox', { name: /I have read this privacy notice/ }));
  await page.keyboard.press('Space');
  await press('Complete Profile');

  const done = page.getByRole('heading', { name: 'Profile Completed Successfully – Thank You!' });
  await expect(done).toBeFocused();
  await expect(toast(page, 'Profile completed successfully')).toBeVisible();
  await expect(
    page.getByText('We are thrilled to have you on board! Your profile has been successfully completed.'),
  ).toBeVisible();
  await expect(page.getByText('You can now access all features and start exploring our platform.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Next step: Continue to your application and apply now!' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ravi Shah' })).toBeVisible();
  expect(await storedUser(page)).toMatchObject({ name: 'Ravi Shah', isProfileCompleted: true });
  await expectNoAxeViolations(page);

  // The next step opens the apply modal in place; its Start Application leads to the form.
  await tabTo(page, page.getByRole('button', { name: 'Next step: Continue to your application and apply now!' }));
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Apply to Launchpad 8' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Who Can Apply' })).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, modal.getByRole('link', { name: 'Start Application' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application$/);

  // Apply.
  await expect(field('Full Name')).toHaveValue('Ravi Shah');
  await expect(field('City, State')).toHaveValue('Bengaluru, Karnataka');
  await expect(field('Current Stage')).toHaveValue('MVP Ready');
  await typeInto(page, field('Video Pitch (YouTube link)'), 'https://youtu.be/dQw4w9WgXcQ');
  await tabTo(page, field('Pitch Deck (PDF)'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(pdfFile());
  await expect(field('Pitch Deck (PDF)')).toHaveAccessibleDescription(/pitch-deck\.pdf/);
  await tabTo(page, field('I have Co-founders'));
  await page.keyboard.press('Space');
  await typeInto(page, field('Co-founder Name'), 'Neha Rao');
  await typeInto(page, field('Co-founder Role'), 'CTO');
  await press('Submit Application');

  const submitted = page.getByRole('heading', { name: 'Application Submitted Successfully!' });
  await expect(submitted).toBeFocused();
  await expect(toast(page, 'Application submitted successfully')).toBeVisible();
  // How decisions arrive: by SMS, and on this page (never 'by email').
  const next = page.getByText('Each decision reaches you by SMS, and this page shows where your application stands');
  await expect(next).toBeVisible();
  await expect(next).not.toContainText(/e-?mail/i);
  expect(await page.evaluate(() => localStorage.getItem('applicationFormData'))).toBeNull();
  // The user details are refreshed: the stored user now says the application is in.
  await expect.poll(async () => (await storedUser(page))?.isApplicationSubmitted).toBe(true);
  await expectNoAxeViolations(page);

  // Coming back shows the submitted state, not a blank form, and nothing that reads like a refusal.
  await page.reload();
  await expect(submitted).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your application: Submitted' })).toBeVisible();
  await expect(page.getByText('You have already submitted an application')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await tabTo(page, page.getByRole('link', { name: 'Go to Home' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // Log out.
  await press('Ravi Shah');
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});
