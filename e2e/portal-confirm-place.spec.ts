import { readFile } from 'node:fs/promises';
import { openAs, signInThroughApi } from './support/api.ts';
import { applicantWithApplication, staffNumbers } from './support/organiser.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';
import { SERVER_LOG } from './support/server-env.ts';

test.describe.configure({ timeout: 120_000 });

test('an accepted founder declines on /application, and the best-scored waitlisted startup is accepted and texted', async ({
  page,
  request,
}, testInfo) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const accepted = await applicantWithApplication(request, { name: `Asha ${tag}`, startupName: `Krishi ${tag}` });
  const best = await applicantWithApplication(request, { name: `Ravi ${tag}`, startupName: `Paani ${tag}` });
  const other = await applicantWithApplication(request, { name: `Meera ${tag}`, startupName: `Dhoop ${tag}` });
  const organiser = await signInThroughApi(request, staffNumbers(testInfo.retry).organiserPlaces);
  const auth = { Authorization: `Bearer ${organiser.token}` };
  const call = async (id: string, what: 'review' | 'status', data: unknown) => {
    const path = `/api/organiser/submissions/${id}/${what}`;
    const res =
      what === 'review'
        ? await request.put(path, { headers: auth, data })
        : await request.post(path, { headers: auth, data });
    expect(res.status(), await res.text()).toBe(200);
  };
  // Scored by this organiser alone: the higher score ranks first on the waitlist.
  const scores = (n: number) => ({ problem: n, solution: n, market: n, team: n, traction: n, pitch: n });
  await call(best.submissionId, 'review', { scores: scores(5) });
  await call(other.submissionId, 'review', { scores: scores(2) });
  await call(other.submissionId, 'status', { status: 'WAITLISTED', note: '' });
  await call(best.submissionId, 'status', { status: 'WAITLISTED', note: '' });
  await call(accepted.submissionId, 'status', { status: 'ACCEPTED', note: '' });

  await openAs(page, '/application', accepted);
  await expect(page.getByRole('heading', { name: 'Your application: Accepted' })).toBeVisible();
  const place = page.getByRole('region', { name: 'Action required: confirm your place' });
  await expect(place).toContainText(
    /Confirm by \d+ \w+ \d{4}, \d+:\d\d [ap]m IST: 2 days, 23 hours and \d+ minutes left\./,
  );
  await expectNoAxeViolations(page);

  // Declining asks first; keeping the place changes nothing.
  await place.getByRole('button', { name: 'Decline' }).click();
  await expect(place.getByText('Decline your place? It goes to the next startup on the waitlist')).toBeVisible();
  await place.getByRole('button', { name: 'Keep my place' }).click();
  await place.getByRole('button', { name: 'Decline' }).click();
  await place.getByRole('button', { name: 'Yes, decline my place' }).click();
  await expect(page.getByText('You have declined your place. Thank you for letting us know.').first()).toBeVisible();
  await expect(page.getByText('You declined your place. Thank you for letting us know.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my place' })).toHaveCount(0);

  // The best-scored waitlisted startup is accepted by the system and texted with its own deadline.
  const textedTo = async (mobile: string) =>
    (await readFile(SERVER_LOG, 'utf8')).split('\n').filter((l) => l.startsWith(`[sms] Status to ${mobile}: `));
  await expect
    .poll(async () => (await textedTo(best.mobile)).filter((l) => l.includes('Action required')))
    .toEqual([
      expect.stringMatching(/Launchpad 8: Action required\. Your application is Accepted\. Confirm your place by /),
    ]);
  expect((await textedTo(other.mobile)).filter((l) => l.includes('Action required'))).toEqual([]);

  // Organisers read who declined and who is waiting.
  await page.evaluate(() => localStorage.clear());
  await openAs(page, `/organiser/application?id=${accepted.submissionId}`, organiser);
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await openAs(page, `/organiser/application?id=${best.submissionId}`, organiser);
  await expect(page.getByText(/^Waiting, confirm by /)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /Accepted.* by system/ })).toBeVisible();

  // The promoted founder finds their place waiting for them.
  await page.evaluate(() => localStorage.clear());
  await openAs(page, '/application', best);
  await expect(page.getByRole('heading', { name: 'Your application: Accepted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my place' })).toBeVisible();
});
