import type { Page } from '@playwright/test';
import { openAs } from './support/api.ts';
import { elevenMegabytePdf, pdfFile, pngRenamedPdf } from './support/files.ts';
import { expect, expectNoAxeViolations, liveRegion, test, toast } from './support/portal.ts';

// Real API round trips and axe scans: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const form = (page: Page) => page.getByRole('form', { name: 'Startup Application' });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' });
const VIDEO = 'Video Pitch (YouTube link)';
const DECK = 'Pitch Deck (PDF)';
const draft = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('applicationFormData') ?? 'null'));

test.describe('/application', () => {
  test('builds the form from the API, prefilled and locked from the profile', async ({ page, profiledUser }) => {
    await openAs(page, '/application', profiledUser);
    await expect(page.getByRole('heading', { level: 1, name: 'Application Form' })).toBeVisible();
    await expect(form(page).getByRole('heading', { name: 'Founder Details' })).toBeVisible();
    await expect(form(page).getByRole('heading', { name: 'Startup Details' })).toBeVisible();

    const locked = {
      'Full Name': 'Asha Mehta',
      Age: '29',
      'City, State': 'Pune, Maharashtra',
      'Phone Number': profiledUser.mobile,
      'Email Address': 'asha@example.com',
      'Startup Name': 'Krishi Labs',
      'Current Stage': 'Prototyping',
      'Startup Description': 'Low-cost soil sensors that tell small farmers when to water.',
    };
    for (const [label, value] of Object.entries(locked)) {
      await expect(field(page, label)).toHaveValue(value);
      await expect(field(page, label)).toHaveAttribute('readonly', '');
    }
    await expect(field(page, VIDEO)).toBeEditable();

    // Text and number fields in two columns; the order-5 field (Email Address) spans both.
    const name = (await field(page, 'Full Name').boundingBox())!;
    const age = (await field(page, 'Age').boundingBox())!;
    const email = (await field(page, 'Email Address').boundingBox())!;
    expect(Math.abs(name.y - age.y)).toBeLessThan(2);
    expect(age.x).toBeGreaterThan(name.x + name.width);
    expect(email.width).toBeGreaterThan(name.width * 1.8);

    await expect(form(page).getByText('Choose PDF')).toBeVisible();
    await expect(form(page).getByText('No file chosen')).toBeVisible();
    await expect(field(page, DECK)).toHaveAttribute('accept', '.pdf');
    await expectNoAxeViolations(page);
  });

  test('tooltips, the video help and the co-founder fields', async ({ page, profiledUser }) => {
    await openAs(page, '/application', profiledUser);
    const tip = page.getByRole('tooltip').filter({ hasText: 'Check if you have Co-founders' });
    await expect(tip).toBeHidden();
    await page.getByRole('button', { name: 'About I have Co-founders' }).hover();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(field(page, 'I have Co-founders')).toHaveAccessibleDescription('Check if you have Co-founders');

    const help = page.getByRole('button', { name: 'How do I add my video?' });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(
      form(page).getByText(/Upload your pitch video to YouTube.*Unlisted.*Public.*paste it here/),
    ).toBeVisible();

    await expect(field(page, 'Co-founder Name')).toHaveCount(0);
    await field(page, 'I have Co-founders').check();
    await expect(field(page, 'Co-founder Name')).toBeVisible();
    await expect(field(page, 'Co-founder Role')).toBeVisible();
    await field(page, 'I have Co-founders').uncheck();
    await expect(field(page, 'Co-founder Role')).toHaveCount(0);
  });

  test('every field message, on edit and on submit, and the growing textarea', async ({ page, freshUser }) => {
    await openAs(page, '/application', freshUser);
    await expect(field(page, 'Phone Number')).toHaveValue(freshUser.mobile);
    await expect(field(page, 'Full Name')).toBeEditable();

    // The textarea starts at 2 rows and grows with its text to at most 96 px.
    const description = field(page, 'Startup Description');
    await expect(description).toHaveAttribute('rows', '2');
    const startHeight = (await description.boundingBox())!.height;
    await description.fill('One\nTwo');
    await description.fill('One\nTwo\nThree');
    const grown = (await description.boundingBox())!.height;
    expect(grown).toBeGreaterThan(startHeight);
    await description.fill('1\n2\n3\n4\n5\n6\n7\n8');
    await expect.poll(async () => (await description.boundingBox())!.height).toBeCloseTo(96, 0);
    await description.fill('');

    await field(page, 'I have Co-founders').check();
    await submit(page).click();
    await expect(toast(page, 'Please fix errors before submitting')).toBeVisible();
    // Full Name, Age, City, Email, Startup Name, co-founder name and role, stage, description.
    await expect(form(page).getByText('This field is required', { exact: true })).toHaveCount(9);
    // Deck and video link are each optional, as the apply modal says; with neither, both say so.
    await expect(
      form(page).getByText('Please attach a pitch deck or enter a video pitch link', { exact: true }),
    ).toHaveCount(2);
    await expect(field(page, 'Full Name')).toBeFocused();
    await expect(field(page, 'Full Name')).toHaveAccessibleDescription(/This field is required/);
    await expectNoAxeViolations(page);

    const video = field(page, VIDEO);
    await video.fill('my video');
    await expect(form(page).getByText('Please enter a valid URL (e.g., https://www.youtube.com)')).toBeVisible();
    // Focus stays in the field while typing: the message is read out from a live region.
    await expect(liveRegion(page, 'Please enter a valid URL')).toHaveCount(1);
    await video.fill('https://vimeo.com/123456');
    const youtubeMessage = 'Please enter a valid YouTube video URL (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)';
    await expect(form(page).getByText(youtubeMessage)).toBeVisible();
    await video.fill('https://youtu.be/short');
    await submit(page).click();
    await expect(form(page).getByText(youtubeMessage)).toBeVisible();
  });

  test('files are checked on pick and on submit: 11 MB and a PNG renamed .pdf are refused', async ({
    page,
    freshUser,
  }) => {
    // An 11 MB file crosses the browser protocol, which takes a while on a busy machine.
    test.slow();
    await openAs(page, '/application', freshUser);
    const deck = field(page, DECK);
    await deck.setInputFiles(elevenMegabytePdf());
    await expect(form(page).getByText('File size exceeds 10MB')).toBeVisible();
    await expect(liveRegion(page, 'File size exceeds 10MB')).toHaveCount(1);
    await expect(deck).toHaveAccessibleDescription(/huge-deck\.pdf/);
    await submit(page).click();
    await expect(form(page).getByText('File exceeds 10MB limit')).toBeVisible();
    await expect(toast(page, 'Please fix errors before submitting')).toBeVisible();

    await deck.setInputFiles(pngRenamedPdf());
    await expect(form(page).getByText('Unsupported file type')).toBeVisible();
    await expect(liveRegion(page, 'Unsupported file type')).toHaveCount(1);
    await submit(page).click();
    await expect(form(page).getByText('Invalid file type')).toBeVisible();

    await page.getByRole('button', { name: 'Remove deck.pdf' }).click();
    await expect(form(page).getByText('No file chosen')).toBeVisible();
    await deck.setInputFiles(pdfFile());
    await expect(deck).toHaveAccessibleDescription(/^pitch-deck\.pdf \(1 KB\)/);
    await expect(deck).not.toHaveAttribute('aria-invalid');
  });

  test('form and user load failures', async ({ page, profiledUser }) => {
    await page.route('**/api/formsection-list', (route) => route.fulfill({ status: 500, json: {} }));
    await openAs(page, '/application', profiledUser);
    await expect(toast(page, 'Failed to load form sections')).toBeVisible();
    await expect(page.getByText('The application form could not be loaded.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute('**/api/formsection-list');
    await page.route('**/api/user-details', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(toast(page, 'Failed to load user data')).toBeVisible();
    // The form still works, without the profile's values.
    await expect(field(page, 'Full Name')).toHaveValue('');
    await expect(field(page, 'Full Name')).toBeEditable();
  });

  test('the draft is saved 500 ms after typing stops and restored beneath the profile values', async ({
    page,
    profiledUser,
  }) => {
    await page.clock.install();
    await openAs(page, '/application', profiledUser);
    await page.evaluate(() =>
      localStorage.setItem(
        'applicationFormData',
        JSON.stringify({ fullName: 'Draft Name', hasCofounders: 'true', cofounderName: 'Ravi' }),
      ),
    );
    await page.reload();
    // The profile wins over the draft; the draft fills the rest.
    await expect(field(page, 'Full Name')).toHaveValue('Asha Mehta');
    await expect(field(page, 'I have Co-founders')).toBeChecked();
    await expect(field(page, 'Co-founder Name')).toHaveValue('Ravi');

    // Time stands still from here, moving only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await field(page, 'Co-founder Role').fill('CTO');
    await page.clock.runFor(400);
    expect(await draft(page)).not.toHaveProperty('cofounderRole', 'CTO');
    await page.clock.runFor(150);
    expect(await draft(page)).toMatchObject({ cofounderName: 'Ravi', cofounderRole: 'CTO' });

    // A reload mid-application brings it all back.
    await field(page, VIDEO).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.clock.runFor(600);
    await page.reload();
    await expect(field(page, VIDEO)).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
    await expect(field(page, 'Co-founder Role')).toHaveValue('CTO');
  });

  test('submission failures toast and lose no draft', async ({ page, profiledUser }) => {
    await openAs(page, '/application', profiledUser);
    await field(page, VIDEO).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await field(page, DECK).setInputFiles(pdfFile());

    const bodies: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/create-submission', async (route) => {
      bodies.push(route.request().postData() ?? '');
      await held;
      await route.fulfill({ status: 500, json: {} });
    });
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(toast(page, 'An error occurred while submitting the application')).toBeVisible();
    // Multipart: the file part named by its field, and the fields JSON.
    expect(bodies[0]).toContain('name="pitchDeck"; filename="pitch-deck.pdf"');
    expect(bodies[0]).toContain('name="fields"');
    expect(bodies[0]).toContain('"value":"https://www.youtube.com/watch?v=dQw4w9WgXcQ"');

    const answers: [number, Record<string, unknown> | null, string][] = [
      [503, { message: 'Uploads are paused' }, 'Uploads are paused'],
      [200, { message: 'odd' }, 'Submission failed'],
    ];
    for (const [status, json, message] of answers) {
      await page.unroute('**/api/create-submission');
      await page.route('**/api/create-submission', (route) => route.fulfill({ status, json }));
      await submit(page).click();
      await expect(toast(page, message)).toBeVisible();
    }
    await page.unroute('**/api/create-submission');
    await page.route('**/api/create-submission', (route) => route.abort('connectionrefused'));
    await submit(page).click();
    await expect(toast(page, 'Error submitting form')).toBeVisible();

    expect(await draft(page)).toMatchObject({ videoPitch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    await page.reload();
    await expect(field(page, VIDEO)).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});
