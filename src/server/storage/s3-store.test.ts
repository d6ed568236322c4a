/**
 * Uploads in an S3-compatible bucket (a loopback s3rver, started by the api-s3 project's global setup):
 * two API processes with no shared disk, one Postgres and one bucket behave as one, and the orphan sweep
 * clears the bucket as it clears the disk.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissionFiles, submissions, users } from '../db/schema.ts';
import { type TestApi, createTestApi, describeApi, storeKind } from '../test/harness.ts';
import { type ServerProcess, postTo, startServer, waitForCode } from '../test/processes.ts';
import { PDF, applicationForm, fieldIds } from '../test/requests.ts';
import { sweepOrphans } from './orphan-sweep.ts';

const onS3 = storeKind === 's3';
const ROOT = path.resolve(import.meta.dirname, '../../..');
let api: TestApi;
const dirs: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
beforeEach(() => api.reset());

/** A server with its own, private DATA_DIR: nothing on disk is shared between two of them. */
async function serverWithOwnDisk(): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-s3-api-'));
  dirs.push(dataDir);
  const server = await startServer({
    ...api.s3Env!,
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
  });
  servers.push(server);
  return Object.assign(server, { dataDir });
}

describeApi('uploads in S3', () => {
  it.skipIf(!onS3)(
    'two processes with no shared disk: submit on A, export on B, the file is in the bucket',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await Promise.all([serverWithOwnDisk(), serverWithOwnDisk()]);
      await expect
        .poll(() => a.output())
        .toContain(`[server] Uploads: s3://${api.s3Env!.S3_BUCKET} at ${api.s3Env!.S3_ENDPOINT}`);
      expect((await postTo(a.url, '/api/otp', { mobile: '9700000001' })).status).toBe(200);
      const otp = await waitForCode(a.output, '9700000001');
      const { token } = await (await postTo(a.url, '/api/verify-otp', { mobile: '9700000001', otp })).json();
      const form = new Response(applicationForm(await fieldIds(api, token)));
      const submitted = await fetch(`${a.url}/api/create-submission`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.headers.get('content-type')! },
        body: await form.arrayBuffer(),
      });
      expect(submitted.status).toBe(201);
      // Nothing of it on A's disk: only the bucket holds the file.
      expect(await readdir(a.dataDir)).not.toContain('uploads');

      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/export-submissions.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...api.s3Env!, DATABASE_URL: api.databaseUrl, DATA_DIR: b.dataDir },
      });
      const jsonPath = /JSON: +(\S+)/.exec(stdout)![1]!;
      expect(jsonPath.startsWith(b.dataDir)).toBe(true);
      const [item] = JSON.parse(await readFile(jsonPath, 'utf8'));
      const [row] = await api.deps.db.select().from(submissionFiles);
      // The export's file column holds a week-long download link to the object in the bucket.
      const link = item[`file.${row!.fieldName}`] as string;
      expect(link).toContain(`/${api.s3Env!.S3_BUCKET}/${row!.storageKey}`);
      expect(link).toMatch(/X-Amz-Expires=604800/);
      const download = await fetch(link);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
      expect(await api.uploads()).toEqual([row!.storageKey]);
    },
  );

  it.skipIf(!onS3)('the orphan sweep removes unfinished and unrecorded objects, keeps recorded ones', async () => {
    const write = async (commit: boolean) => {
      const upload = await api.deps.uploads.begin();
      upload.stream.end(PDF);
      return commit ? upload.commit('.pdf') : (await new Promise((r) => setTimeout(r, 200)), undefined);
    };
    const recorded = (await write(true))!;
    const now = new Date();
    const [user] = await api.deps.db
      .insert(users)
      .values({ mobile: '9876543210', createdAt: now, updatedAt: now })
      .returning();
    await api.deps.db.insert(submissions).values({ id: 's1', userId: user!.id, answers: [], createdAt: now });
    await api.deps.db.insert(submissionFiles).values({
      id: 'f1',
      submissionId: 's1',
      fieldName: 'pitchDeck',
      originalName: 'deck.pdf',
      storageKey: recorded,
      mimeType: 'application/pdf',
      size: PDF.length,
      sha256: '0'.repeat(64),
    });
    const orphan = (await write(true))!;
    await write(false);
    expect(await api.uploads()).toHaveLength(3);
    expect(await api.uploads()).toContain(orphan);

    // Nothing is young enough to be spared an hour from now.
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await sweepOrphans(api.deps.db, api.deps.uploads, { graceMs: 15 * 60_000, now: later })).toEqual({
      temporary: 1,
      orphans: 1,
    });
    expect(await api.uploads()).toEqual([recorded]);
    // Within the grace period nothing is touched.
    await write(true);
    expect(await sweepOrphans(api.deps.db, api.deps.uploads, { graceMs: 15 * 60_000 })).toEqual({
      temporary: 0,
      orphans: 0,
    });
  });
});
