import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { slotLeases } from '../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { submitApplication } from '../test/organiser-fixtures.ts';
import { VALID_PROFILE, applicationForm, fieldIds, postJson, signIn } from '../test/requests.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

/** Starts an application upload that sends half its body, then waits until `finish` sends the rest. */
async function startUpload(token: string, form: Uint8Array, type: string) {
  let finish!: () => void;
  const rest = new Promise<void>((resolve) => (finish = resolve));
  const half = Math.floor(form.length / 2);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(form.slice(0, half));
      await rest;
      controller.enqueue(form.slice(half));
      controller.close();
    },
  });
  const answer = api.app.request('/api/create-submission', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body,
    duplex: 'half',
  } as RequestInit);
  return { answer, finish };
}

describeApi('uploads in flight per account', () => {
  it('holds at most three: a fourth gets 429 and stores nothing, and the slots free as uploads end', async () => {
    const { token } = await signIn(api);
    expect((await postJson(api, '/user-details', VALID_PROFILE, { token })).status).toBe(200);
    const form = new Response(applicationForm(await fieldIds(api, token)));
    const type = form.headers.get('content-type')!;
    const bytes = new Uint8Array(await form.arrayBuffer());
    const running = await Promise.all([0, 1, 2].map(() => startUpload(token, bytes, type)));
    await expect.poll(async () => (await api.deps.db.select().from(slotLeases)).length).toBe(3);

    const fourth = await api.app.request('/api/create-submission', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
      body: bytes,
    });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ message: APPLICATION_MESSAGES.uploadsBusy });

    // Someone else is not held up by this account's uploads.
    await submitApplication(api, '9876500001');

    // The three complete: one application is stored, the other two are refused as duplicates.
    for (const upload of running) upload.finish();
    const statuses = (await Promise.all(running.map((u) => u.answer))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await api.deps.db.select().from(slotLeases)).toEqual([]);
    expect((await api.counts()).submissions).toBe(2);
  });
});
