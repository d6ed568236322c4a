import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { expect, test } from './support/portal.ts';

test.describe.configure({ timeout: 60_000 });

/**
 * The e2e server's console provider always answers, so the gateway's silence is played by the page's
 * network: the application's history reports the SMS as outcome unknown until the organiser sends it
 * again. What the server then does is proven by src/server/routes/organiser/sms-outcome.test.ts.
 */
test('a status SMS of unknown outcome shows "Send again", and one click sends it once', async ({ page, request }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const applicant = await applicantWithApplication(request, { name: `Isha ${tag}`, startupName: `Bijli ${tag}` });
  const organiser = await organiserSession(request, 'resend');
  const decided = await request.post(`/api/organiser/submissions/${applicant.submissionId}/status`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: { status: 'SHORTLISTED', note: '' },
  });
  expect(decided.status()).toBe(200);

  let resent: string[] = [];
  await page.route(`**/api/organiser/submissions/${applicant.submissionId}`, async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    if (resent.length === 0) {
      body.submission.history[0].sms = 'unknown';
      body.submission.history[0].smsError = 'No answer from the gateway within 10 s for the status SMS';
    }
    await route.fulfill({ response: answer, json: body });
  });
  await page.route('**/api/organiser/notifications/*/resend', async (route) => {
    resent = [...resent, new URL(route.request().url()).pathname];
    await route.fulfill({ status: 200, json: { message: 'The SMS will be sent again now' } });
  });

  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  const step = page.getByRole('listitem').filter({ hasText: /Shortlisted .*SMS outcome unknown/ });
  await expect(step).toContainText('The gateway did not answer, so the applicant may or may not have it.');
  const changeId = (
    await (
      await request.get(`/api/organiser/submissions/${applicant.submissionId}`, {
        headers: { Authorization: `Bearer ${organiser.token}` },
      })
    ).json()
  ).submission.history[0].changeId;

  // The deck loads beside the history and moves it down: click once the page has settled.
  await expect(page.locator('iframe[title^="Pitch deck"]')).toHaveAttribute('src', /^data:application\/pdf/);
  await step.getByRole('button', { name: 'Send again' }).click();
  // The page then reloads what the server holds: the message is no longer waiting on the organiser.
  await expect(page.getByRole('listitem').filter({ hasText: /Shortlisted .*\(SMS sent\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  expect(resent).toEqual([`/api/organiser/notifications/${changeId}/resend`]);
});
