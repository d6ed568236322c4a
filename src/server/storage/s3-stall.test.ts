/**
 * The bucket stops answering, connections open but silent (api-s3 project), while the deck streams in and
 * again once the whole body is in (the file going to its final key, which once ran inside the submission's
 * transaction): the uploads in flight answer 503 once the bucket's request timeout passes (one timeout, not one per
 * retry), every other call keeps answering, no
 * database session is held meanwhile, nothing is recorded, and all recovers when the bucket flows again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { API_MESSAGES } from '../../shared/messages/api.ts';
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

/**
 * An application with a 6 MiB deck, sent in 64 KiB slices; the bucket freezes once `freezeAt` bytes are
 * sent: mid-body, or after the last byte, while the file is being put under its final key.
 */
async function streamedApplication(token: string, freeze: () => void, freezeAt: 'mid-body' | 'after the body') {
  const deck = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * MiB, 0x20)]);
  const encoded = new Response(
    applicationForm(await fieldIds(api!, token), undefined, { pitchDeck: { bytes: deck, name: 'deck.pdf' } }),
  );
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= (freezeAt === 'mid-body' ? 2 * MiB : bytes.length)) freeze();
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

/** Sessions of this test's database open inside a transaction with nothing running: what a stall used to leave. */
async function sessionsIdleInTransaction(): Promise<number> {
  const res = (await api!.deps.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]!.n);
}

describeApi('the upload bucket stalls', () => {
  it.skipIf(storeKind !== 's3').for(['mid-body', 'after the body'] as const)(
    '%s: answers 503 to the uploads in flight within the timeout while every other call answers, then recovers',
    { timeout: 120_000 },
    async (freezeAt) => {
      await api!.reset();
      const applicants = await Promise.all(['9876500001', '9876500002', '9876500003'].map((m) => signIn(api!, m)));
      let frozen = false;
      let frozenAt = 0;
      const freeze = () => {
        if (!frozen) proxy!.blackhole();
        frozenAt ||= Date.now();
        frozen = true;
      };
      // When each upload answered, counted from the moment the bucket stalled.
      const uploads = applicants.map(({ token }) =>
        streamedApplication(token, freeze, freezeAt).then((res) => ({ res, after: Date.now() - frozenAt })),
      );

      // While the three uploads hang on the bucket, the rest of the API answers as usual, and no database
      // session waits inside a transaction for the bucket.
      const others: number[] = [];
      const heldSessions: number[] = [];
      const during = (async () => {
        while (!frozen) await new Promise((r) => setTimeout(r, 20));
        for (let i = 0; i < 5; i++) {
          others.push((await get(api!, '/health')).status);
          others.push((await get(api!, '/user-details', { token: applicants[0]!.token })).status);
          heldSessions.push(await sessionsIdleInTransaction());
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const answers = await Promise.all(uploads);
      await during;
      expect(frozen).toBe(true);
      expect(others.every((s) => s === 200)).toBe(true);
      expect(heldSessions).toEqual([0, 0, 0, 0, 0]);
      for (const { res, after } of answers) {
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ message: API_MESSAGES.unavailable });
        // About one request timeout after the stall began (which lasts until restore below): not one per retry of
        // the SDK, nor another for the multipart upload's clean-up, which made it about six.
        expect(after).toBeGreaterThan(REQUEST_TIMEOUT_MS / 2);
        expect(after).toBeLessThan(REQUEST_TIMEOUT_MS * 1.5 + 1000);
      }
      const counts = await api!.counts();
      expect([counts.submissions, counts.submission_files]).toEqual([0, 0]);

      await proxy!.restore();
      // Nothing reached its final key; a temporary part the stall kept from being removed is the sweep's.
      expect((await api!.uploads()).filter((key) => !key.startsWith('.incoming/'))).toEqual([]);
      const { token } = applicants[1]!;
      const retried = await postForm(api!, '/create-submission', applicationForm(await fieldIds(api!, token)), {
        token,
      });
      expect(retried.status).toBe(201);
      expect((await api!.counts()).submission_files).toBe(1);
    },
  );
});
