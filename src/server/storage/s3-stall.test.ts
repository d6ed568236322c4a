/**
 * The bucket stops answering mid-upload, connections open but silent (api-s3 project): the uploads in
 * flight answer 503 once the bucket's request timeout passes, every other call keeps answering, no
 * database session is held meanwhile, nothing is recorded, and all recovers when the bucket flows again.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../errors.ts';
import { type TestApi, createTestApi, describeApi, openTestBucket, storeKind } from '../test/harness.ts';
import { applicationForm, fieldIds, get, postForm, signIn } from '../test/requests.ts';
import { type TcpProxy, startTcpProxy } from '../test/tcp-proxy.ts';

const MiB = 1024 * 1024;
/** Short, so the test is quick; production's default is 30 s (S3_REQUEST_TIMEOUT_MS). */
const REQUEST_TIMEOUT_MS = 2000;
let api: TestApi | undefined;
let proxy: TcpProxy | undefined;

beforeAll(async () => {
  if (storeKind !== 's3') return;
  proxy = await startTcpProxy('127.0.0.1', Number(new URL(inject('s3Endpoint')).port));
  const { store } = await openTestBucket(`http://127.0.0.1:${proxy.port}`, {
    connectTimeoutMs: 1000,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  api = await createTestApi({ uploads: store });
});
afterAll(async () => {
  await api?.close();
  await proxy?.close();
});

/** An application with a 6 MiB deck, sent in 64 KiB slices; the first to pass 2 MiB freezes the bucket. */
async function streamedApplication(token: string, freeze: () => void) {
  const deck = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * MiB, 0x20)]);
  const encoded = new Response(
    applicationForm(await fieldIds(api!, token), undefined, { pitchDeck: { bytes: deck, name: 'deck.pdf' } }),
  );
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 2 * MiB) freeze();
      if (sent >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(sent, sent + 64 * 1024));
      sent += 64 * 1024;
    },
  });
  return api!.app.request('/api/create-submission', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
}

describeApi('the upload bucket stalls mid-upload', () => {
  it.skipIf(storeKind !== 's3')(
    'answers 503 to the uploads in flight within the timeout while every other call answers, then recovers',
    { timeout: 120_000 },
    async () => {
      const applicants = await Promise.all(['9876500001', '9876500002', '9876500003'].map((m) => signIn(api!, m)));
      let frozen = false;
      const freeze = () => {
        if (!frozen) proxy!.blackhole();
        frozen = true;
      };
      const started = Date.now();
      const uploads = applicants.map(({ token }) => streamedApplication(token, freeze));

      // While the three uploads hang on the bucket, the rest of the API answers as usual.
      const others: number[] = [];
      const during = (async () => {
        while (!frozen) await new Promise((r) => setTimeout(r, 20));
        for (let i = 0; i < 5; i++) {
          others.push((await get(api!, '/health')).status);
          others.push((await get(api!, '/user-details', { token: applicants[0]!.token })).status);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const answers = await Promise.all(uploads);
      await during;
      expect(frozen).toBe(true);
      expect(others.every((s) => s === 200)).toBe(true);
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
      }
      // Bounded by the bucket's timeouts, not by the stall (which lasts until restore below).
      expect(Date.now() - started).toBeLessThan(60_000);
      const counts = await api!.counts();
      expect([counts.submissions, counts.submission_files]).toEqual([0, 0]);

      await proxy!.restore();
      const { token } = applicants[1]!;
      const retried = await postForm(api!, '/create-submission', applicationForm(await fieldIds(api!, token)), {
        token,
      });
      expect(retried.status).toBe(201);
      expect((await api!.counts()).submission_files).toBe(1);
    },
  );
});
