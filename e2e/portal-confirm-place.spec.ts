import { readFile } from 'node:fs/promises';
import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { scrollUntil, scrollUntilShown } from './support/islands.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';
import { SERVER_LOG } from './support/server-env.ts';
import { smsDate } from '../src/shared/decision-wordings.ts';

// The place settings are the event's: the test that changes them runs after the one that reads the 72 hours, never
// beside it. (Others read them only in ways a brief change of places or hours leaves true.)
test.describe.configure({ mode: 'default', timeout: 120_000 });

test('an accepted founder declines on /application, and the best-scored waitlisted startup is accepted and texted', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const accepted = await applicantWithApplication(request, { name: `Asha ${tag}`, startupName: `Krishi ${tag}` });
  const best = await applicantWithApplication(request, { name: `Ravi ${tag}`, startupName: `Paani ${tag}` });
  const other = await applicantWithApplication(request, { name: `Meera ${tag}`, startupName: `Dhoop ${tag}` });
  const organiser = await organiserSession(request, 'places');
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
  await expect(
    page.getByRole('heading', { level: 2, name: 'Congratulations: your application is accepted' }),
  ).toBeVisible();
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
  // The page now leads with the outcome, never under a success heading, and offers nothing left to change.
  await expect(page.getByRole('heading', { level: 2, name: 'You declined your place' })).toBeVisible();
  await expect(
    page.getByText('Thank you for letting us know. Your place goes to the next startup on the waitlist.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my place' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Application Submitted Successfully|Congratulations/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change my application' })).toHaveCount(0);
  // The same after a reload: the outcome comes from the server.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'You declined your place' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your application: Accepted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  // Nobody was invited, and nobody may be now: the co-founders panel goes once it has read that.
  await scrollUntil(page, () =>
    expect(page.getByRole('region', { name: 'Co-founders' })).toHaveCount(0, { timeout: 1_000 }),
  );

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

/** `hours` from now in India time as the decision SMS writes a deadline, give or take the minute the page rendered in. */
const deadlinesNear = (hours: number) =>
  [-60_000, 0, 60_000].map((ms) => smsDate(new Date(Date.now() + hours * 3_600_000 + ms)));

test('an organiser sets the finalist places and the hours to confirm on /organiser/settings, and they stay', async ({
  page,
  request,
}) => {
  const organiser = await organiserSession(request, 'placeSettings');
  await openAs(page, '/organiser/settings', organiser);
  const form = page.getByRole('form', { name: 'Finalist places' });
  const places = form.getByRole('spinbutton', { name: 'Finalist places' });
  const hours = form.getByRole('spinbutton', { name: 'Hours to confirm' });
  const save = async (p: string, h: string) => {
    await places.fill(p);
    await hours.fill(h);
    await form.getByRole('button', { name: 'Save places' }).click();
    await expect(form.getByText('Place settings saved')).toBeVisible();
  };
  // More places and longer than the defaults: an acceptance elsewhere meanwhile is never refused for them.
  await save('12', '96');
  await page.reload();
  await expect(places).toHaveValue('12');
  await expect(hours).toHaveValue('96');
  // The Accepted message's preview names the deadline an acceptance sent now would get: 96 hours on, then 72 once
  // saved again below, without a reload. The messages hydrate when seen, at the foot of the page.
  const templates = page.getByRole('form', { name: 'Decision messages' });
  await scrollUntilShown(page, templates);
  await templates.getByRole('combobox', { name: 'Status' }).selectOption('ACCEPTED');
  const previewsDeadline = (hoursOn: number) =>
    expect(templates.getByRole('group', { name: 'Wording' }).locator('label').first()).toContainText(
      new RegExp(`Confirm your place by (${deadlinesNear(hoursOn).join('|')})`),
    );
  await previewsDeadline(96);

  // A value out of range is refused with its message, and nothing changes.
  await places.fill('0');
  await form.getByRole('button', { name: 'Save places' }).click();
  await expect(form.getByText('Finalist places must be a whole number from 1 to 100')).toBeVisible();
  await page.reload();
  await expect(places).toHaveValue('12');
  await expectNoAxeViolations(page);

  // Back to the defaults the other specs assume.
  await scrollUntilShown(page, templates);
  await templates.getByRole('combobox', { name: 'Status' }).selectOption('ACCEPTED');
  await previewsDeadline(96);
  await save('8', '72');
  await previewsDeadline(72);
  await page.reload();
  await expect(places).toHaveValue('8');
  await expect(hours).toHaveValue('72');
});
