import { completeProfileThroughApi, openAs, signInThroughApi } from './support/api.ts';
import { pdfFile } from './support/files.ts';
import { expect, test } from './support/portal.ts';

const VIDEO = 'Video Pitch (YouTube link)';

test('a draft started on a laptop, deck included, continues on a phone and is submitted there', async ({
  browser,
  request,
}) => {
  const applicant = await completeProfileThroughApi(request, await signInThroughApi(request));
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await openAs(laptopPage, '/application', applicant);
  await laptopPage.getByLabel(VIDEO).fill('https://youtu.be/dQw4w9WgXcQ');
  await laptopPage.getByLabel(/Pitch Deck/).setInputFiles(pdfFile('laptop-deck.pdf'));
  // The answers reach the account once typing has paused; the deck as soon as it is accepted.
  await expect
    .poll(async () => {
      const res = await request.get('/api/application-draft', {
        headers: { Authorization: `Bearer ${applicant.token}` },
      });
      const { draft } = await res.json();
      return [draft?.answers?.videoPitch, draft?.files?.map((f: { originalName: string }) => f.originalName)];
    })
    .toEqual(['https://youtu.be/dQw4w9WgXcQ', ['laptop-deck.pdf']]);
  await laptop.close();

  const phone = await browser.newContext();
  const page = await phone.newPage();
  await openAs(page, '/application', applicant);
  await expect(page.getByLabel(VIDEO)).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
  await expect(
    page.getByText('Kept with your draft, and sent unless you choose another file: laptop-deck.pdf.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
  const res = await request.get('/api/submission', { headers: { Authorization: `Bearer ${applicant.token}` } });
  expect((await res.json()).submission.files).toEqual([
    expect.objectContaining({ fieldName: 'pitchDeck', originalName: 'laptop-deck.pdf' }),
  ]);
  const draft = await request.get('/api/application-draft', {
    headers: { Authorization: `Bearer ${applicant.token}` },
  });
  expect(await draft.json()).toEqual({ draft: null });
  await phone.close();
});

test('with a draft on this device and an older one in the account, the page restores this device’s and says so', async ({
  page,
  request,
}) => {
  const applicant = await completeProfileThroughApi(request, await signInThroughApi(request));
  const saved = await request.put('/api/application-draft', {
    headers: { Authorization: `Bearer ${applicant.token}` },
    data: { answers: { videoPitch: 'https://youtu.be/AccountCopy1' } },
  });
  expect(saved.status()).toBe(200);
  await openAs(page, '/favicon.svg');
  await page.evaluate(() =>
    localStorage.setItem(
      'applicationFormData',
      JSON.stringify({ videoPitch: 'https://youtu.be/DeviceCopy1', _savedAt: Date.now() + 60_000 }),
    ),
  );
  await openAs(page, '/application', applicant);
  await expect(page.getByLabel(VIDEO)).toHaveValue('https://youtu.be/DeviceCopy1');
  await expect(
    page.getByText('Restored your draft from this device: it was saved more recently than the copy in your account.'),
  ).toBeVisible();
});

test('two tabs editing one draft: each save keeps the other tab’s answers, and the tab that merged says so', async ({
  browser,
  request,
}) => {
  const applicant = await completeProfileThroughApi(request, await signInThroughApi(request));
  const accountDraft = async () => {
    const res = await request.get('/api/application-draft', {
      headers: { Authorization: `Bearer ${applicant.token}` },
    });
    return (await res.json()).draft?.answers ?? {};
  };
  const context = await browser.newContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const tab of [first, second]) await openAs(tab, '/application', applicant);

  await first.getByLabel(VIDEO).fill('https://youtu.be/dQw4w9WgXcQ');
  await expect.poll(async () => (await accountDraft()).videoPitch).toBe('https://youtu.be/dQw4w9WgXcQ');
  // The second tab never saw that save: its own is refused, merged with it and saved again.
  await second.getByLabel('I have Co-founders').check();
  await second.getByLabel('Co-founder Name').fill('Ravi Kumar');
  await expect(
    second.getByText(
      'Your draft was also changed in another tab or on another device. Its answers to Video Pitch (YouTube link) are now here too, saved with yours.',
    ),
  ).toBeVisible();
  await expect(second.getByLabel(VIDEO)).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
  await expect
    .poll(accountDraft)
    .toMatchObject({ videoPitch: 'https://youtu.be/dQw4w9WgXcQ', hasCofounders: 'true', cofounderName: 'Ravi Kumar' });

  // The first tab, editing on, takes the second's answers in the same way: nothing either typed is lost.
  await first.getByLabel(VIDEO).fill('https://youtu.be/aqz-KE-bpKQ');
  await expect(first.getByLabel('Co-founder Name')).toHaveValue('Ravi Kumar');
  await expect
    .poll(accountDraft)
    .toMatchObject({ videoPitch: 'https://youtu.be/aqz-KE-bpKQ', hasCofounders: 'true', cofounderName: 'Ravi Kumar' });
  await context.close();
});
