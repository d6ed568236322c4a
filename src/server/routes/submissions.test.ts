import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { submissionFiles, submissions, users } from '../db/schema.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';
import { ApiErrorBodySchema, SubmissionResponseSchema } from '../../shared/api-types.ts';
import { type TestApi, createTestApi, describeApi, storeKind } from '../test/harness.ts';
import { JPEG, PDF, PNG, VALID_ANSWERS, applicationForm, fieldIds, get, postForm, signIn } from '../test/requests.ts';

const MiB = 1024 * 1024;
let api: TestApi;
let token: string;
let ids: Record<string, number>;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  ({ token } = await signIn(api));
  ids = await fieldIds(api, token);
});

const submit = (form: FormData, t = token) => postForm(api, '/create-submission', form, { token: t });

/** Nothing written: no submission rows, no file rows, no file on disk (temporary ones included), user not flagged. */
async function expectNothingStored() {
  const counts = await api.counts();
  expect(counts.submissions).toBe(0);
  expect(counts.submission_files).toBe(0);
  expect(await api.uploads()).toEqual([]);
  const [user] = await api.deps.db.select().from(users);
  expect(user!.isApplicationSubmitted).toBe(false);
}

describeApi('POST /api/create-submission', () => {
  it('stores a valid application: 201, answers and file kept, user flagged as submitted', async () => {
    const res = await submit(applicationForm(ids));
    expect(res.status).toBe(201);
    const body = SubmissionResponseSchema.parse(await res.json());
    expect(body.message).toBe('Application submitted successfully');
    expect(body.submission.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.submission.createdAt).toString()).not.toBe('Invalid Date');
    expect(body.submission.answers).toContainEqual({
      fieldId: ids.fullName,
      name: 'fullName',
      label: 'Full Name',
      value: 'Asha Mehta',
    });
    expect(body.submission.files).toEqual([
      { fieldName: 'pitchDeck', originalName: 'deck.pdf', mimeType: 'application/pdf', size: PDF.length },
    ]);

    const details = await (await get(api, '/user-details', { token })).json();
    expect(details.user.isApplicationSubmitted).toBe(true);

    const [row] = await api.deps.db.select().from(submissions);
    expect(row!.answers.find((a) => a.name === 'videoPitch')!.value).toBe(VALID_ANSWERS.videoPitch);
    const [file] = await api.deps.db.select().from(submissionFiles);
    expect(file!.storageKey).toMatch(/^[0-9a-f]{32}\.pdf$/); // a random name, not the applicant's
    expect(await api.uploads()).toEqual([file!.storageKey]);
    expect((await api.readUpload(file!.storageKey)).equals(PDF)).toBe(true);
    expect(file!.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(api.deps.uploads.locate(file!.storageKey)).toBe(
      storeKind === 'disk'
        ? path.join(api.dataDir, 'uploads', file!.storageKey)
        : `s3://${api.s3Env!.S3_BUCKET}/${file!.storageKey}`,
    );
  });

  it('allows one submission per user: the second gets 409 and writes nothing more', async () => {
    expect((await submit(applicationForm(ids))).status).toBe(201);
    const again = await submit(applicationForm(ids));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'You have already submitted an application' });
    expect(await api.counts()).toMatchObject({ submissions: 1, submission_files: 1 });
    expect(await api.uploads()).toHaveLength(1);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const results = await Promise.all([submit(applicationForm(ids)), submit(applicationForm(ids))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await api.counts()).toMatchObject({ submissions: 1, submission_files: 1 });
    expect(await api.uploads()).toHaveLength(1);
  });

  it('refuses missing required fields with 400 and one message per field', async () => {
    const form = applicationForm(ids, { ...VALID_ANSWERS, fullName: ' ', currentStage: '' });
    const res = await submit(form);
    expect(res.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await res.json())).toEqual({
      message: 'Please fix errors before submitting',
      errors: {
        fullName: 'This field is required',
        currentStage: 'This field is required',
      },
    });
    await expectNothingStored();
  });

  it('takes a deck alone or a video link alone, and refuses neither on both fields', async () => {
    const neither = await submit(applicationForm(ids, { ...VALID_ANSWERS, videoPitch: ' ' }, {}));
    expect(neither.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await neither.json())).toEqual({
      message: 'Please fix errors before submitting',
      errors: {
        pitchDeck: 'Please attach a pitch deck or enter a video pitch link',
        videoPitch: 'Please attach a pitch deck or enter a video pitch link',
      },
    });
    await expectNothingStored();

    const videoOnly = await submit(applicationForm(ids, VALID_ANSWERS, {}));
    expect(videoOnly.status).toBe(201);
    expect(SubmissionResponseSchema.parse(await videoOnly.json()).submission.files).toEqual([]);
    expect(await api.counts()).toMatchObject({ submissions: 1, submission_files: 0 });
  });

  it('takes a deck without a video link', async () => {
    const res = await submit(applicationForm(ids, { ...VALID_ANSWERS, videoPitch: '' }));
    expect(res.status).toBe(201);
    expect(await api.counts()).toMatchObject({ submissions: 1, submission_files: 1 });
  });

  it('gives a bad video link without a deck its own message', async () => {
    const res = await submit(applicationForm(ids, { ...VALID_ANSWERS, videoPitch: 'hello' }, {}));
    expect((await res.json()).errors).toEqual({
      videoPitch: 'Please enter a valid YouTube video URL (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)',
    });
    await expectNothingStored();
  });

  it('refuses a submission without a fields part as all-required-missing', async () => {
    const form = new FormData();
    form.append('pitchDeck', new File([PDF], 'deck.pdf', { type: 'application/pdf' }));
    const res = await submit(form);
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(Object.keys(errors)).toEqual([
      'fullName',
      'age',
      'cityState',
      'phoneNumber',
      'email',
      'startupName',
      'currentStage',
      'startupDescription',
    ]);
    await expectNothingStored();
  });

  it('requires the co-founder fields only when hasCofounders is ticked', async () => {
    const ticked = await submit(applicationForm(ids, { ...VALID_ANSWERS, hasCofounders: 'true' }));
    expect(ticked.status).toBe(400);
    expect((await ticked.json()).errors).toEqual({
      cofounderName: 'This field is required',
      cofounderRole: 'This field is required',
    });
    await expectNothingStored();
    const filled = await submit(
      applicationForm(ids, { ...VALID_ANSWERS, hasCofounders: 'true', cofounderName: 'Ravi', cofounderRole: 'CTO' }),
    );
    expect(filled.status).toBe(201);
  });

  it('refuses a video link that is not a YouTube watch or short link with an 11-character id', async () => {
    for (const videoPitch of ['https://vimeo.com/123', 'https://youtu.be/short', 'not a url']) {
      const res = await submit(applicationForm(ids, { ...VALID_ANSWERS, videoPitch }));
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({
        videoPitch: 'Please enter a valid YouTube video URL (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)',
      });
    }
    await expectNothingStored();
    expect((await submit(applicationForm(ids, { ...VALID_ANSWERS, videoPitch: '' }))).status).toBe(201);
  });

  it('refuses a select value outside its options', async () => {
    const res = await submit(applicationForm(ids, { ...VALID_ANSWERS, currentStage: 'SERIES_B' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ currentStage: 'Please choose one of the options' });
    await expectNothingStored();
  });

  it('judges files by their bytes: a text file named .pdf gets 415', async () => {
    const fake = Buffer.from('This is not a PDF at all, just text pretending.');
    const res = await submit(
      applicationForm(ids, VALID_ANSWERS, { pitchDeck: { bytes: fake, name: 'deck.pdf', type: 'application/pdf' } }),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Invalid file type' });
    await expectNothingStored();
  });

  it.each([
    ['PNG', PNG, 'deck.png', 'image/png', '.png'],
    ['JPEG', JPEG, 'deck.JPEG', 'image/jpeg', '.jpg'],
    ['JPEG of unknown declared type', JPEG, 'deck.jpg', 'application/octet-stream', '.jpg'],
  ])('accepts a %s whose name and type agree with its bytes', async (_name, bytes, name, type, ext) => {
    const res = await submit(applicationForm(ids, VALID_ANSWERS, { pitchDeck: { bytes, name, type } }));
    expect(res.status).toBe(201);
    const [file] = await api.deps.db.select().from(submissionFiles);
    expect(file!.mimeType).toBe(type === 'application/octet-stream' ? 'image/jpeg' : type);
    expect(file!.storageKey.endsWith(ext)).toBe(true);
  });

  it.each([
    ['a PNG named .pdf', PNG, 'deck.pdf', 'application/pdf'],
    ['a PNG declared as a PDF', PNG, 'deck.png', 'application/pdf'],
    ['a PDF named .exe', PDF, 'deck.exe', 'application/pdf'],
    ['a PDF declared as HTML', PDF, 'deck.pdf', 'text/html'],
  ])('refuses %s with 415: name and type must agree with the bytes', async (_case, bytes, name, type) => {
    const res = await submit(applicationForm(ids, VALID_ANSWERS, { pitchDeck: { bytes, name, type } }));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Invalid file type' });
    await expectNothingStored();
  });

  it('accepts exactly 10 MiB and refuses one byte more with 413', async () => {
    const exact = Buffer.concat([PDF.subarray(0, 16), Buffer.alloc(10 * MiB - 16, 0x20)]);
    const over = Buffer.concat([exact, Buffer.from([0x20])]);
    const res = await submit(applicationForm(ids, VALID_ANSWERS, { pitchDeck: { bytes: over, name: 'big.pdf' } }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'File exceeds 10MB limit' });
    await expectNothingStored();
    expect(
      (await submit(applicationForm(ids, VALID_ANSWERS, { pitchDeck: { bytes: exact, name: 'big.pdf' } }))).status,
    ).toBe(201);
  });

  it('answers 413 while the body is still streaming in, without reading the rest', async () => {
    const boundary = 'launchpadBoundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="pitchDeck"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= 100 * MiB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await api.app.request('/api/create-submission', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(11 * MiB);
    await expectNothingStored();
  });

  it('refuses a declared Content-Length far over the limit before reading the body', async () => {
    const res = await api.app.request('/api/create-submission', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * MiB),
      },
      body: '--x--',
    });
    expect(res.status).toBe(413);
    await expectNothingStored();
  });

  it.each([
    ['not multipart', 'application/json', '{}', 400],
    ['multipart without boundary', 'multipart/form-data', 'x', 400],
    [
      'cut-off multipart',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="pitchDeck"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
      400,
    ],
  ])('refuses a %s body with %s', async (_what, contentType, body, status) => {
    const res = await api.app.request('/api/create-submission', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
      body,
    });
    expect(res.status).toBe(status);
    expect(typeof (await res.json()).message).toBe('string');
    await expectNothingStored();
  });

  it.each([['{not json'], ['{"fieldId": 1}'], ['[{"fieldId": "x", "value": "y"}]']])(
    'refuses a fields part of %s with 400',
    async (fields) => {
      const form = new FormData();
      form.append('pitchDeck', new File([PDF], 'deck.pdf', { type: 'application/pdf' }));
      form.append('fields', fields);
      const res = await submit(form);
      expect(res.status).toBe(400);
      await expectNothingStored();
    },
  );

  it('ignores file parts that are not file fields of the form', async () => {
    const form = applicationForm(ids);
    form.append('malware', new File([Buffer.from('MZ\x90\x00')], 'x.exe'));
    expect((await submit(form)).status).toBe(201);
    expect(await api.uploads()).toHaveLength(1);
  });

  it('limits parts it does not know too: one over 10 MiB ends the request with 413', async () => {
    const form = applicationForm(ids);
    form.append('padding', new File([new Uint8Array(10 * MiB + 1)], 'big.bin'));
    const res = await submit(form);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'File exceeds 10MB limit' });
    await expectNothingStored();
  });

  it('leaves no row and no file when storing the file fails', async () => {
    const broken = await createTestApi();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const real = broken.deps.uploads;
      broken.deps.uploads = {
        ...real,
        async begin() {
          const pending = await real.begin();
          return {
            ...pending,
            stream: pending.stream,
            commit: async () => {
              throw new Error('disk full');
            },
            discard: pending.discard,
          };
        },
      };
      const { token: t } = await signIn(broken);
      const res = await postForm(broken, '/create-submission', applicationForm(await fieldIds(broken, t)), {
        token: t,
      });
      // The store's failure, not the applicant's: try again shortly.
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ message: API_MESSAGES.unavailable });
      expect(await broken.counts()).toMatchObject({ submissions: 0, submission_files: 0 });
      expect(await real.list()).toEqual([]);
      expect(logged).toHaveBeenCalledWith('[api] upload store failed: disk full');
    } finally {
      logged.mockRestore();
      await broken.close();
    }
  });

  it('removes committed files when the database refuses the submission', async () => {
    // A submission row already exists though the user is not flagged: the insert hits the unique index.
    const [user] = await api.deps.db.select().from(users);
    await api.deps.db
      .insert(submissions)
      .values({ id: '00000000-0000-4000-8000-000000000000', userId: user!.id, answers: [], createdAt: new Date() });
    const res = await submit(applicationForm(ids));
    expect(res.status).toBe(409);
    expect(await api.counts()).toMatchObject({ submissions: 1, submission_files: 0 });
    expect(await api.uploads()).toEqual([]);
    const [after] = await api.deps.db.select().from(users);
    expect(after!.isApplicationSubmitted).toBe(false);
  });
});
