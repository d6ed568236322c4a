/**
 * The bucket becoming unreachable in the middle of an upload (api-s3 project): the applicant is told to try
 * again (503), nothing is recorded, and the same application goes through once the bucket is back.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { API_MESSAGES } from '../../shared/messages/api.ts';
import { type TestApi, createTestApi, describeApi, openTestBucket, storeKind } from '../test/harness.ts';
import { applicationForm, fieldIds, postForm, signIn } from '../test/requests.ts';
import { type TcpProxy, startTcpProxy } from '../test/tcp-proxy.ts';

const MiB = 1024 * 1024;
let api: TestApi | undefined;
let proxy: TcpProxy | undefined;

beforeAll(async () => {
  if (storeKind !== 's3') return;
  proxy = await startTcpProxy('127.0.0.1', Number(new URL(inject('s3Endpoint')).port));
  const { store } = await openTestBucket(`http://127.0.0.1:${proxy.port}`);
  api = await createTestApi({ uploads: store });
});
afterAll(async () => {
  await api?.close();
  await proxy?.close();
});

/** The multipart bytes of an application with an 8 MiB deck, sent in 64 KiB slices; `midway` runs after 3 MiB. */
async function streamedApplication(token: string, midway: () => Promise<void>) {
  const deck = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8 * MiB, 0x20)]);
  const encoded = new Response(
    applicationForm(await fieldIds(api!, token), undefined, { pitchDeck: { bytes: deck, name: 'deck.pdf' } }),
  );
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let sent = 0;
  let cut = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!cut && sent >= 3 * MiB) {
        cut = true;
        await midway();
      }
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

describeApi('the upload bucket unreachable mid-upload', () => {
  it.skipIf(storeKind !== 's3')(
    'answers 503 with a retry hint, records nothing, and takes the application once the bucket is back',
    { timeout: 120_000 },
    async () => {
      const { token } = await signIn(api!);
      const res = await streamedApplication(token, () => proxy!.refuse());
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ message: API_MESSAGES.unavailable });
      const counts = await api!.counts();
      expect(counts.submissions).toBe(0);
      expect(counts.submission_files).toBe(0);

      await proxy!.restore();
      const retried = await postForm(api!, '/create-submission', applicationForm(await fieldIds(api!, token)), {
        token,
      });
      expect(retried.status).toBe(201);
      expect((await api!.counts()).submission_files).toBe(1);
    },
  );
});
