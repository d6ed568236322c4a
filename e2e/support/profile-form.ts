import type { Page } from '@playwright/test';

/** Fills the profile form with a valid profile through its labels (a non-member by default). */
export async function fillProfileForm(page: Page, overrides: Partial<Record<string, string>> = {}): Promise<void> {
  const v = {
    name: 'Meera Jain',
    age: '31',
    gender: 'FEMALE',
    email: 'meera@example.com',
    state: 'Gujarat',
    city: 'Surat',
    education: 'Other',
    startUpName: 'Loom Works',
    startUpIndustry: 'Textiles',
    startUpStage: 'MVP_READY',
    startUpTeamSize: '5',
    startUpSummary: 'A marketplace for handloom weavers.',
    ethnicity: 'Hindu',
    ...overrides,
  };
  await page.getByLabel('Full Name', { exact: true }).fill(v.name);
  await page.getByLabel('Age', { exact: true }).fill(v.age);
  await page.getByLabel('Gender', { exact: true }).selectOption(v.gender);
  await page.getByLabel('Email', { exact: true }).fill(v.email);
  await page.getByLabel('State', { exact: true }).selectOption(v.state);
  await page.getByLabel('City', { exact: true }).fill(v.city);
  await page.getByLabel('Education', { exact: true }).selectOption(v.education);
  await page.getByLabel('Startup Name', { exact: true }).fill(v.startUpName);
  await page.getByLabel('Industry', { exact: true }).fill(v.startUpIndustry);
  await page.getByLabel('Startup Stage', { exact: true }).selectOption(v.startUpStage);
  await page.getByLabel('Team Size', { exact: true }).fill(v.startUpTeamSize);
  await page.getByLabel('Startup Summary', { exact: true }).fill(v.startUpSummary);
  await page.getByLabel('Ethnicity / Religion', { exact: true }).selectOption(v.ethnicity);
  // The privacy notice is asked for until its current version is accepted (on /complete-profile, always).
  const accept = page.getByRole('checkbox', { name: /I have read this privacy notice/ });
  if (await accept.isVisible()) await accept.check();
}
