import { openAs } from './support/api.ts';
import { applicantWithApplication, organiserSession } from './support/organiser.ts';
import { expect, test } from './support/portal.ts';

test.describe.configure({ timeout: 90_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

test('an organiser tags two applications from the list, filters by the tag, saves the view and reopens it', async ({
  page,
  request,
}) => {
  const run = unique();
  const names = ['Krishi', 'Paani', 'Dhoop'].map((n) => `${n} ${run}`);
  for (const startupName of names) await applicantWithApplication(request, { name: `Founder ${run}`, startupName });
  const organiser = await organiserSession(request, 'tags');
  await openAs(page, `/organiser?q=${run}`, organiser);
  await expect(page.getByRole('link', { name: names[2]! })).toBeVisible();

  // Two rows ticked, one tag added to both.
  const tag = `fintech ${run}`;
  await page.getByRole('checkbox', { name: `Choose ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Choose ${names[1]}` }).check();
  const tagging = page.getByRole('form', { name: 'Tag several applications' });
  await tagging.getByRole('textbox', { name: 'Tag' }).fill(tag);
  await tagging.getByRole('button', { name: 'Add the tag' }).click();
  await expect(tagging.getByText('Tags changed on 2 applications')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(names[0]!) })).toContainText(tag);
  await expect(page.getByRole('row', { name: new RegExp(names[2]!) })).not.toContainText(tag);

  // The list filtered by the tag: those two only, and the filter in the address.
  const filters = page.getByRole('search', { name: 'Filter applications' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill('');
  await filters.getByRole('textbox', { name: 'Tag' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`tag=fintech\\+${run}`));
  await expect(page.getByRole('status').filter({ hasText: '1–2 of 2 applications' })).toBeVisible();
  await expect(page.getByRole('link', { name: names[2]! })).toHaveCount(0);

  // Saved under a name, the filter cleared, then the view reopened.
  await page.getByText('Saved views').click();
  const viewName = `Fintech ${run}`;
  await page.getByRole('textbox', { name: 'Name of this view' }).fill(viewName);
  await page.getByRole('button', { name: 'Save the filter' }).click();
  await expect(page.getByText(`View “${viewName}” saved`)).toBeVisible();
  await filters.getByRole('textbox', { name: 'Tag' }).fill('');
  await expect(page).not.toHaveURL(/tag=/);
  await page.reload();
  await page.getByText('Saved views').click();
  await page.getByRole('button', { name: viewName, exact: true }).click();
  await expect(filters.getByRole('textbox', { name: 'Tag' })).toHaveValue(tag);
  await expect(page.getByRole('status').filter({ hasText: '1–2 of 2 applications' })).toBeVisible();
  await expect(page.getByRole('link', { name: names[0]! })).toBeVisible();
  await expect(page.getByRole('link', { name: names[1]! })).toBeVisible();
});

test('an organiser adds and removes tags on one application with the keyboard, and reads a refusal', async ({
  page,
  request,
}) => {
  const run = unique();
  const startupName = `Jal ${run}`;
  // No deck: the page's PDF frame takes the focus as it loads, and a key pressed then would go to the deck.
  const applicant = await applicantWithApplication(request, { name: `Founder ${run}`, startupName, deck: false });
  const organiser = await organiserSession(request, 'tags');
  await openAs(page, `/organiser/application?id=${applicant.submissionId}`, organiser);
  const panel = page.getByRole('region', { name: 'Tags' });
  await expect(panel.getByText('No tags yet.')).toBeVisible();

  // A shared tag typed and added with Enter, then a private one with Space on the checkbox and Enter.
  const field = panel.getByRole('textbox', { name: 'Add a tag' });
  await field.fill(`water ${run}`);
  await field.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Tags saved');
  await expect(field).toHaveValue('');
  await field.fill(`call back ${run}`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(panel.getByRole('checkbox', { name: 'Private (only you see it)' })).toBeChecked();
  await field.press('Enter');
  const tags = panel.getByRole('list', { name: 'Tags on this application' });
  await expect(tags.getByRole('listitem')).toHaveText([
    new RegExp(`^water ${run}`),
    new RegExp(`^call back ${run} \\(private: only you see it\\)`),
  ]);

  // The list shows them on the row too, the private one marked.
  const list = await page.context().newPage();
  await openAs(list, `/organiser?q=${run}`, organiser);
  await expect(list.getByRole('row', { name: new RegExp(startupName) })).toContainText(
    `water ${run} · call back ${run} (private)`,
  );
  await list.close();

  // Removed from the keyboard: the focus goes back to the field.
  const remove = panel.getByRole('button', { name: `Remove the tag water ${run}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(tags.getByRole('listitem')).toHaveCount(1);
  await expect(field).toBeFocused();

  // A name already there is refused before sending; a refusal by the server is shown as it words it.
  await field.fill(`CALL BACK ${run}`);
  await field.press('Enter');
  await expect(panel.getByRole('status')).toHaveText(
    `“CALL BACK ${run}” is on the list twice (tags ignore upper and lower case)`,
  );
  const refusal = 'The service is temporarily unavailable. Please try again in a moment.';
  await page.route('**/api/organiser/submissions/*/tags', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: refusal }) }),
  );
  await field.fill(`later ${run}`);
  await field.press('Enter');
  await expect(panel.getByRole('status')).toHaveText(refusal);
  await expect(field).toHaveValue(`later ${run}`);
  await expect(tags.getByRole('listitem')).toHaveCount(1);

  // What was saved stays after a reload.
  await page.unroute('**/api/organiser/submissions/*/tags');
  await page.reload();
  await expect(panel.getByRole('list', { name: 'Tags on this application' }).getByRole('listitem')).toHaveText([
    new RegExp(`^call back ${run}`),
  ]);
});
