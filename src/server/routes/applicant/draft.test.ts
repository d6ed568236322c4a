import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ApplicationDraftSchema } from '../../../shared/api-types.ts';
import { DRAFT_MESSAGES } from '../../../shared/messages/draft.ts';
import { applicationDraftFiles, applicationDrafts, submissionFiles, submissions } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { PDF, PNG, VALID_ANSWERS, applicationForm, fieldIds, get, postForm, signIn } from '../../test/requests.ts';

let api: TestApi;
let token: string;
let ids: Record<string, number>;
const DECK_2 = Buffer.concat([PDF, Buffer.from('another deck')]);

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  ({ token } = await signIn(api));
  ids = await fieldIds(api, token);
});

const call = (method: string, path: string, init: { body?: BodyInit; type?: string } = {}, t = token) =>
  api.app.request(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${t}`, ...(init.type ? { 'Content-Type': init.type } : {}) },
    body: init.body,
  });
const putAnswers = (answers: unknown, t = token) =>
  call('PUT', '/application-draft', { body: JSON.stringify({ answers }), type: 'application/json' }, t);
async function putFile(field: string, bytes: Uint8Array, name: string, type = 'application/pdf') {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  const encoded = new Response(form);
  return call('PUT', `/application-draft/files/${field}`, {
    body: new Uint8Array(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type')!,
  });
}
const readDraft = async (t = token) =>
  ApplicationDraftSchema.parse(await (await get(api, '/application-draft', { token: t })).json());

describeApi('GET/PUT /api/application-draft', () => {
  it('has no draft at first, then continues on another device the answers saved on one', async () => {
    expect(await readDraft()).toEqual({ draft: null });
    const saved = await putAnswers({ startupName: 'Krishi', startupDescription: 'Soil sensors' });
    expect(saved.status).toBe(200);
    expect((await saved.json()).message).toBe('Draft saved');
    api.clock.advance(31_000);
    const { token: phone } = await signIn(api); // a second session of the same number: another device
    const { draft } = await readDraft(phone);
    expect(draft).toMatchObject({ answers: { startupName: 'Krishi', startupDescription: 'Soil sensors' }, files: [] });
    expect(draft!.updatedAt).toBe(new Date(api.clock.now - 62_000).toISOString());
  });

  it('refuses unknown fields, file fields, non-text values and over-long answers with 400, storing nothing', async () => {
    for (const [answers, message] of [
      [{ notAField: 'x' }, 'The draft names a field the application form does not have'],
      [{ pitchDeck: 'deck.pdf' }, 'The draft names a field the application form does not have'],
      [{ startupName: 42 }, 'A draft is a set of answers by field name, each a text of at most 10000 characters'],
      [
        { startupName: 'x'.repeat(10_001) },
        'A draft is a set of answers by field name, each a text of at most 10000 characters',
      ],
    ] as const) {
      const res = await putAnswers(answers);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect(await api.deps.db.select().from(applicationDrafts)).toEqual([]);
  });

  it('refuses a save made from an older revision with 409 and the newer draft, storing nothing', async () => {
    const save = (answers: Record<string, string>, baseRevision: number) =>
      call('PUT', '/application-draft', { body: JSON.stringify({ answers, baseRevision }), type: 'application/json' });
    const first = await save({ startupName: 'Krishi' }, 0);
    expect([first.status, (await first.json()).revision]).toEqual([200, 1]);
    expect((await readDraft()).draft).toMatchObject({ answers: { startupName: 'Krishi' }, revision: 1 });
    // Two tabs loaded revision 1: the first to save wins, the second learns of it.
    const laptop = await save({ startupName: 'Krishi', startupDescription: 'Soil sensors' }, 1);
    expect([laptop.status, (await laptop.json()).revision]).toEqual([200, 2]);
    const phone = await save({ startupName: 'Krishi Labs' }, 1);
    expect(phone.status).toBe(409);
    expect(await phone.json()).toEqual({
      message: 'Your draft was changed in another tab or on another device since this one was loaded.',
      draft: {
        answers: { startupName: 'Krishi', startupDescription: 'Soil sensors' },
        revision: 2,
        updatedAt: new Date(api.clock.now).toISOString(),
      },
    });
    expect((await readDraft()).draft).toMatchObject({ answers: { startupDescription: 'Soil sensors' }, revision: 2 });
    // Made from the draft it was sent, the phone's merged save is stored.
    const merged = await save({ startupName: 'Krishi Labs', startupDescription: 'Soil sensors' }, 2);
    expect([merged.status, (await merged.json()).revision]).toEqual([200, 3]);
    // A first save from a tab that saw no draft, when another already saved one, is refused too.
    expect((await save({ startupName: 'Elsewhere' }, 0)).status).toBe(409);
    // A client that names no revision keeps the last-save-wins contract.
    expect((await putAnswers({ startupName: 'Last' })).status).toBe(200);
    expect((await readDraft()).draft).toMatchObject({ answers: { startupName: 'Last' }, revision: 4 });
    for (const baseRevision of [-1, 1.5, '2']) {
      const res = await call('PUT', '/application-draft', {
        body: JSON.stringify({ answers: {}, baseRevision }),
        type: 'application/json',
      });
      expect([res.status, await res.json()]).toEqual([400, { message: DRAFT_MESSAGES.invalid }]);
    }
  });

  it('stores exactly one of two saves made at once from the same revision, and the other gets it back', async () => {
    const save = async (answers: Record<string, string>, baseRevision: number) => {
      const res = await call('PUT', '/application-draft', {
        body: JSON.stringify({ answers, baseRevision }),
        type: 'application/json',
      });
      return { status: res.status, body: await res.json() };
    };
    let revision = 0;
    for (let round = 0; round < 20; round++) {
      const tabs = [{ startupName: `Tab A ${round}` }, { startupName: `Tab B ${round}` }];
      const answers = await Promise.all(tabs.map((t) => save(t, revision)));
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      const won = tabs[answers.findIndex((a) => a.status === 200)]!;
      const lost = answers.find((a) => a.status === 409)!;
      revision += 1;
      expect(lost.body.draft).toMatchObject({ answers: won, revision });
      expect((await readDraft()).draft).toMatchObject({ answers: won, revision });
    }
  });

  it('asks for a session', async () => {
    expect((await api.app.request('/api/application-draft')).status).toBe(401);
  });
});

describeApi('PUT/DELETE /api/application-draft/files/:fieldName', () => {
  it('keeps a chosen file with the draft, replaces it with a newer choice and deletes the older bytes', async () => {
    expect((await putFile('pitchDeck', PDF, 'deck.pdf')).status).toBe(200);
    const [first] = await api.deps.db.select().from(applicationDraftFiles);
    expect(await api.uploads()).toEqual([first!.storageKey]);
    const res = await putFile('pitchDeck', DECK_2, 'deck-2.pdf');
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('File saved with your draft');
    const rows = await api.deps.db.select().from(applicationDraftFiles);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ originalName: 'deck-2.pdf', size: DECK_2.length });
    expect(await api.uploads()).toEqual([rows[0]!.storageKey]);
    expect((await readDraft()).draft!.files).toEqual([
      { fieldName: 'pitchDeck', originalName: 'deck-2.pdf', mimeType: 'application/pdf', size: DECK_2.length },
    ]);
  });

  it('checks files as a submission does: type, size, field and presence, storing nothing', async () => {
    const cases: [Response, number, string][] = [
      [await putFile('pitchDeck', PNG, 'deck.pdf'), 415, 'Invalid file type'],
      [
        await putFile('pitchDeck', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf'),
        413,
        'File exceeds 10MB limit',
      ],
      [await putFile('startupName', PDF, 'deck.pdf'), 404, 'No file field with this name in the application form'],
      [
        await putFile('other', PDF, 'deck.pdf').then(() =>
          call('PUT', '/application-draft/files/pitchDeck', { body: new FormData() }),
        ),
        400,
        'Please choose a file',
      ],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect((await res.json()).message).toBe(message);
    }
    expect(await api.deps.db.select().from(applicationDraftFiles)).toEqual([]);
    expect(await api.uploads()).toEqual([]);
  });

  it('removes a draft file, row and bytes; a second removal is 404', async () => {
    await putFile('pitchDeck', PDF, 'deck.pdf');
    const removed = await call('DELETE', '/application-draft/files/pitchDeck');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: 'File removed from your draft' });
    expect(await api.uploads()).toEqual([]);
    const again = await call('DELETE', '/application-draft/files/pitchDeck');
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Your draft has no file for this field' });
  });

  it('never loses a file when two devices save at once: one row, naming the one file left in the store', async () => {
    const results = await Promise.all([
      putFile('pitchDeck', PDF, 'laptop.pdf'),
      putFile('pitchDeck', DECK_2, 'phone.pdf'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await api.deps.db.select().from(applicationDraftFiles);
    expect(rows).toHaveLength(1);
    expect(await api.uploads()).toEqual([rows[0]!.storageKey]);
    expect((await api.readUpload(rows[0]!.storageKey)).length).toBe(rows[0]!.size);
  });
});

describeApi('submitting with a draft', () => {
  it('takes the draft deck when no deck part is sent, and clears the draft and its files', async () => {
    await putAnswers({ startupName: 'Krishi' });
    await putFile('pitchDeck', PDF, 'drafted.pdf');
    const [drafted] = await api.deps.db.select().from(applicationDraftFiles);
    const res = await postForm(
      api,
      '/create-submission',
      applicationForm(ids, { ...VALID_ANSWERS, videoPitch: '' }, {}),
      { token },
    );
    expect(res.status).toBe(201);
    const [file] = await api.deps.db.select().from(submissionFiles);
    expect(file).toMatchObject({
      fieldName: 'pitchDeck',
      originalName: 'drafted.pdf',
      storageKey: drafted!.storageKey,
    });
    expect(await api.uploads()).toEqual([drafted!.storageKey]);
    expect(await readDraft()).toEqual({ draft: null });
    const late = await putAnswers({ startupName: 'Again' });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ message: 'You have already submitted an application' });
  });

  it('prefers a deck part to the draft deck, whose bytes are then deleted', async () => {
    await putFile('pitchDeck', DECK_2, 'drafted.pdf');
    const res = await postForm(api, '/create-submission', applicationForm(ids), { token });
    expect(res.status).toBe(201);
    const [file] = await api.deps.db.select().from(submissionFiles);
    expect(file!.originalName).toBe('deck.pdf');
    expect(await api.uploads()).toEqual([file!.storageKey]);
    expect(await api.deps.db.select().from(applicationDraftFiles)).toEqual([]);
  });

  /**
   * Submits `answers` without a deck part, relying on the draft deck; `meanwhile` runs (as another device) once the
   * server has read the draft and is reading the body, before the body ends.
   */
  async function submitWhile(answers: Record<string, string>, meanwhile: () => Promise<void>) {
    const form = new Response(applicationForm(ids, answers, {}));
    const bytes = new Uint8Array(await form.arrayBuffer());
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (pulls++ === 0) return controller.enqueue(bytes.slice(0, 64));
          await meanwhile();
          controller.enqueue(bytes.slice(64));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    return api.app.request('/api/create-submission', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.headers.get('content-type')! },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  it('refuses, keeping nothing, when another device removes the draft deck it relies on while it arrives', async () => {
    await putFile('pitchDeck', PDF, 'drafted.pdf');
    const res = await submitWhile({ ...VALID_ANSWERS, videoPitch: '' }, async () => {
      expect((await call('DELETE', '/application-draft/files/pitchDeck')).status).toBe(200);
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Please fix errors before submitting',
      errors: { pitchDeck: 'Your draft has no file for this field' },
    });
    const counts = await api.counts();
    expect([counts.submissions, counts.submission_files, counts.submission_versions]).toEqual([0, 0, 0]);
    expect(await api.uploads()).toEqual([]);
    const details = await (await get(api, '/user-details', { token })).json();
    expect(details.user.isApplicationSubmitted).toBe(false);
  });

  it('takes the newer draft deck, by its name, when another device replaces it while the submission arrives', async () => {
    await putFile('pitchDeck', PDF, 'drafted.pdf');
    const res = await submitWhile({ ...VALID_ANSWERS, videoPitch: '' }, async () => {
      expect((await putFile('pitchDeck', DECK_2, 'newer.pdf')).status).toBe(200);
    });
    expect(res.status).toBe(201);
    const [file] = await api.deps.db.select().from(submissionFiles);
    expect(file).toMatchObject({ fieldName: 'pitchDeck', originalName: 'newer.pdf', size: DECK_2.length });
    expect(await api.readUpload(file!.storageKey)).toEqual(DECK_2);
    const [submission] = await api.deps.db.select().from(submissions);
    expect(submission!.answers.find((a) => a.name === 'pitchDeck')!.value).toBe('newer.pdf');
    expect(await api.uploads()).toEqual([file!.storageKey]);
  });

  it('leaves no draft behind when a draft save races the submission', async () => {
    const [submitted, saved] = await Promise.all([
      postForm(api, '/create-submission', applicationForm(ids), { token }),
      putAnswers({ startupName: 'Typed meanwhile' }),
    ]);
    expect(submitted.status).toBe(201);
    expect([200, 409]).toContain(saved.status);
    expect(await api.deps.db.select().from(applicationDrafts)).toEqual([]);
  });
});
