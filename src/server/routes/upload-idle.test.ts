import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { applicationForm, fieldIds, signIn } from '../test/requests.ts';

let api: TestApi;

beforeAll(async () => {
  // Short, so the test is quick; production's default is 30 s (UPLOAD_IDLE_TIMEOUT_MS).
  api = await createTestApi({ uploadIdleTimeoutMs: 300 });
});
afterAll(() => api?.close());

describeApi('an upload that stops arriving', () => {
  it('is ended with 408 and a message, keeping nothing, while the client still holds the connection open', async () => {
    const { token } = await signIn(api);
    const form = new Response(applicationForm(await fieldIds(api, token)));
    const bytes = new Uint8Array(await form.arrayBuffer());
    let hangUp!: () => void;
    const stalled = new Promise<void>((resolve) => (hangUp = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
        await stalled; // the rest never comes while the test waits for the answer
        controller.close();
      },
    });
    const res = await api.app.request('/api/create-submission', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.headers.get('content-type')! },
      body,
      duplex: 'half',
    } as RequestInit);
    hangUp();
    expect(res.status).toBe(408);
    expect(await res.json()).toEqual({ message: APPLICATION_MESSAGES.uploadStalled });
    const counts = await api.counts();
    expect([counts.submissions, counts.submission_files]).toEqual([0, 0]);
    expect(await api.uploads()).toEqual([]);
  });
});
