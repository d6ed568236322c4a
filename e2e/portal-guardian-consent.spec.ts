import { readFile } from 'node:fs/promises';
import { openAs, signInThroughApi } from './support/api.ts';
import { seededOrganiser } from './support/seeded-accounts.ts';
import { randomMobile } from './support/otp.ts';
import { expect, test, toast } from './support/portal.ts';
import { fillProfileForm } from './support/profile-form.ts';
import { SERVER_LOG } from './support/server-env.ts';

const NEEDED =
  "Applicants under 18 need a parent's or guardian's consent: enter their mobile, send them a code and type in the code they receive";

/** The consent code the console provider printed for `mobile` (the GUARDIAN_CONSENT wording), polled for. */
async function guardianCode(mobile: string): Promise<string> {
  const line = new RegExp(
    `^\\[sms\\] Status to ${mobile}: template=GUARDIAN_CONSENT text=".*?(\\d{6}) is the code`,
    'm',
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = line.exec(await readFile(SERVER_LOG, 'utf8').catch(() => ''));
    if (found) return found[1]!;
    if (Date.now() > deadline) throw new Error(`No guardian code for ${mobile} in ${SERVER_LOG}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe.configure({ timeout: 60_000 });

test('a 15-year-old completes the profile with a guardian’s code where organisers take a guardian’s consent', async ({
  page,
  request,
}) => {
  const organiser = { Authorization: `Bearer ${seededOrganiser('minors').token}` };
  const setRule = (underEighteen: string) =>
    request.put('/api/organiser/settings/minors', { headers: organiser, data: { underEighteen } });
  expect((await setRule('guardianConsent')).status()).toBe(200);
  try {
    const guardian = randomMobile();
    await openAs(page, '/complete-profile', await signInThroughApi(request));
    await fillProfileForm(page, { age: '15' });
    const consent = page.getByRole('group', { name: "Parent's or guardian's consent" });
    await expect(consent).toBeVisible();

    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(toast(page, 'Please enter phone number')).toBeVisible();
    await expect(consent.getByLabel("Parent's or guardian's mobile")).toBeFocused();

    await consent.getByLabel("Parent's or guardian's mobile").fill(guardian);
    await consent.getByRole('button', { name: 'Send code to guardian' }).click();
    await expect(consent.getByRole('status')).toHaveText(
      "Code sent to your parent's or guardian's mobile. Type it in below with them beside you",
    );
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(toast(page, NEEDED)).toBeVisible();
    await expect(consent.getByLabel("Code from the guardian's SMS")).toHaveAttribute('aria-invalid', 'true');

    await consent.getByLabel("Code from the guardian's SMS").fill(await guardianCode(guardian));
    const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/user-details'));
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ age: 15, guardianMobile: guardian });
    await expect(page.getByRole('heading', { name: 'Profile Completed Successfully – Thank You!' })).toBeVisible();
  } finally {
    expect((await setRule('refuse')).status()).toBe(200);
  }
});
