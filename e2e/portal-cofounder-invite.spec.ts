import { openAs } from './support/api.ts';
import { islandHydrated } from './support/islands.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { latestOtp, otpCodes, randomMobile } from './support/otp.ts';
import { inviteLink } from './support/invites.ts';
import { expect, test } from './support/portal.ts';

test.describe.configure({ timeout: 90_000 });

test('an applicant invites a co-founder by mobile, who signs in from the SMS link, accepts and reads the application', async ({
  page,
  browser,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, { name: `Asha ${tag}`, startupName: `Saathi ${tag}` });
  const cofounder = randomMobile();

  await openAs(page, '/application', applicant);
  const panel = page.getByRole('region', { name: 'Co-founders' });
  await panel.scrollIntoViewIfNeeded();
  await islandHydrated(panel);
  await panel.getByRole('textbox', { name: 'Co-founder’s mobile' }).fill(cofounder);
  await panel.getByRole('textbox', { name: 'Role' }).fill('CTO');
  await panel.getByRole('button', { name: 'Invite' }).click();
  await expect(panel.getByRole('status')).toHaveText('Invitation sent');
  const invited = panel.getByRole('list', { name: 'Invited co-founders' }).getByRole('listitem');
  await expect(invited).toContainText(`${cofounder} · CTO`);
  await expect(invited).toContainText('Pending');

  // The co-founder, on their own phone: the link asks them to sign in, then brings them back to answer.
  const phone = await browser.newContext();
  const theirs = await phone.newPage();
  await openAs(theirs, await inviteLink(cofounder));
  await expect(theirs).toHaveURL(/\/login\?returnTo=/);
  const before = (await otpCodes(cofounder)).length;
  await theirs.getByRole('textbox', { name: 'Mobile Number' }).fill(cofounder);
  await theirs.getByRole('button', { name: 'Send OTP' }).click();
  await theirs.getByRole('textbox', { name: 'OTP' }).fill(await latestOtp(cofounder, { after: before }));
  await theirs.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(theirs).toHaveURL(/\/invite\?token=/);
  await expect(theirs.getByText(`Asha ${tag} invited you to join Saathi ${tag} as CTO.`)).toBeVisible();
  await theirs.getByRole('button', { name: 'Accept' }).click();
  await expect(theirs.getByRole('status')).toHaveText('You have joined the team');
  const application = theirs.getByRole('region', { name: 'The application' });
  await expect(application).toContainText(`Saathi ${tag}`);
  await expect(theirs.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await phone.close();

  await page.reload();
  await panel.scrollIntoViewIfNeeded();
  await expect(invited).toContainText('Accepted');

  // The organiser's page tells one story: the form said "No co-founders", the verified team says otherwise and wins.
  const organiser = await organiserSession(request, 'team');
  await page.evaluate(() => localStorage.clear());
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  const answer = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
  await expect(answer('I have Co-founders')).toHaveText('Yes');
  await expect(answer('Co-founder Role')).toHaveText('CTO');
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team).toContainText(`CTO · ${cofounder} · Accepted`);
});
