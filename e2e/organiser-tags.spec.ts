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
