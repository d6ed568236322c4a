/**
 * kill -9 in the middle of an upload and in the middle of committing a submission, on real server
 * processes (Postgres: the test holds a table lock to stop the commit half-way). After a restart the
 * orphan sweep leaves no file without a row and no unfinished upload, and the applicant can submit again.
 */
import http from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApi, createTestApi, dbKind, describeApi } from '../test/harness.ts';
import { type ServerProcess, postTo, startServer, waitForCode } from '../test/processes.ts';
import { PDF, applicationForm, fieldIds } from '../test/requests.ts';

const onPostgres = dbKind === 'postgres';
const MiB = 1024 * 1024;
let api: TestApi;
let dataDir = '';
let env: Record<string, string> = {};
const running: ServerProcess[] = [];

beforeAll(async () => {
  api = await createTestApi();
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-crash-'));
  env = {
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    DB_LOCK_TIMEOUT_MS: '30000',
    DB_STATEMENT_TIMEOUT_MS: '30000',
    DB_QUERY_TIMEOUT_MS: '30000',
    UPLOAD_GRACE_MS: '500',
  };
});
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, 'uploads');
const files = async () => ({
  committed: (await readdir(uploadsDir())).filter((n) => n !== '.incoming'),
  unfinished: await readdir(path.join(uploadsDir(), '.incoming')),
});
async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 15_000): Promise<T> {
  for (const end = Date.now() + withinMs; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Starts a POST /api/create-submission on `server` and writes only the first `sendBytes` of the body (all when omitted). */
async function startSubmission(server: ServerProcess, token: string, deck: Buffer, sendBytes?: number) {
  const encoded = new Response(
    applicationForm(await fieldIds(api, token), undefined, { pitchDeck: { bytes: deck, name: 'deck.pdf' } }),
  );
  const body = Buffer.from(await encoded.arrayBuffer());
  const req = http.request(`${server.url}/api/create-submission`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': encoded.headers.get('content-type')!,
      'Content-Length': body.length,
    },
  });
  const answered = new Promise<number | undefined>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', () => resolve(undefined));
  });
  if (sendBytes === undefined) req.end(body);
  else req.write(body.subarray(0, sendBytes));
  return answered;
}

const bigDeck = (size: number) => Buffer.concat([PDF.subarray(0, 64), Buffer.alloc(size - 64, 0x20)]);

describeApi('kill -9 during uploads leaves nothing behind', () => {
  it.skipIf(!onPostgres)(
    'after crashes mid-upload and mid-commit, a restart sweeps every leftover and the applicant can submit',
    { timeout: 120_000 },
    async () => {
      // 1. Killed while the file is still arriving: an unfinished upload is left on disk.
      const first = await startServer(env);
      running.push(first);
      // Signed in through the server, whose clock is the real one.
      expect((await postTo(first.url, '/api/otp', { mobile: '9876543210' })).status).toBe(200);
      const code = await waitForCode(first.output, '9876543210');
      const verified = await postTo(first.url, '/api/verify-otp', { mobile: '9876543210', otp: code });
      const { token } = (await verified.json()) as { token: string };
      const cut = startSubmission(first, token, bigDeck(6 * MiB), 3 * MiB);
      await until('the upload to reach the disk', async () =>
        (await files()).unfinished.length > 0 ? true : undefined,
      );
      first.proc.kill('SIGKILL');
      await cut;
      expect((await files()).unfinished).toHaveLength(1);

      // 2. Killed after the file got its final name but before the submission committed.
      // (A long grace period here, so this start-up's sweep leaves the first crash's file for step 3.)
      const second = await startServer({ ...env, UPLOAD_GRACE_MS: '600000' });
      running.push(second);
      const admin = new pg.Client({ connectionString: api.databaseUrl });
      await admin.connect();
      try {
        await admin.query('begin');
        await admin.query('lock table submission_files in access exclusive mode');
        const stuck = startSubmission(second, token, bigDeck(MiB));
        await until('the file to be committed', async () => ((await files()).committed.length > 0 ? true : undefined));
        second.proc.kill('SIGKILL');
        await stuck;
        await admin.query('rollback');
      } finally {
        await admin.end();
      }
      expect(await files()).toMatchObject({ committed: [expect.any(String)], unfinished: [expect.any(String)] });
      expect(await api.counts()).toMatchObject({ submissions: 0, submission_files: 0 });

      // 3. A restart, past the grace period, sweeps both leftovers; the applicant's retry is stored whole.
      await new Promise((r) => setTimeout(r, 600));
      const third = await startServer({ ...env, UPLOAD_SWEEP_INTERVAL_MS: '300' });
      running.push(third);
      const swept = '[uploads] Swept 1 file(s) without a submission and 1 unfinished upload(s)';
      await until('the sweep', async () => (third.output().includes(swept) ? true : undefined));
      expect(await files()).toEqual({ committed: [], unfinished: [] });
      expect(await startSubmission(third, token, bigDeck(MiB))).toBe(201);
      expect(await api.counts()).toMatchObject({ submissions: 1, submission_files: 1 });
      expect((await files()).committed).toHaveLength(1);
      expect((await files()).unfinished).toEqual([]);

      // The sweep also runs periodically, without a restart.
      const stray = path.join(uploadsDir(), `${'ab'.repeat(16)}.pdf`);
      await writeFile(stray, PDF);
      await until('the periodic sweep', async () => ((await files()).committed.length === 1 ? true : undefined));
      expect(await api.counts()).toMatchObject({ submissions: 1, submission_files: 1 });
    },
  );
});
