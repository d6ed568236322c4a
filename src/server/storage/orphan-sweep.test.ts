import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissionFiles, submissions, users } from '../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { PDF } from '../test/requests.ts';
import { sweepOrphans } from './orphan-sweep.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const HOUR = 60 * 60_000;
const uploadsDir = () => path.join(api.dataDir, 'uploads');

/** Writes a file through the store; `commit` false leaves it as an unfinished upload. Returns its name. */
async function writeUpload(commit: boolean, ageMs: number): Promise<string> {
  const before = new Set(await api.uploads());
  const upload = await api.deps.uploads.begin();
  upload.stream.end(PDF);
  await new Promise((r) => upload.stream.once('close', r));
  const name = commit ? await upload.commit('.pdf') : (await api.uploads()).find((n) => !before.has(n))!;
  const when = new Date(Date.now() - ageMs);
  await utimes(path.join(uploadsDir(), name), when, when);
  return name;
}

describeApi('orphaned upload sweep', () => {
  it('removes old unfinished uploads and old files without a row; keeps recorded and recent files', async () => {
    const recorded = await writeUpload(true, 2 * HOUR);
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
    const unfinished = await writeUpload(false, 2 * HOUR);
    const orphan = await writeUpload(true, 2 * HOUR);
    const recentOrphan = await writeUpload(true, 60_000);
    const recentUnfinished = await writeUpload(false, 60_000);
    expect((await api.uploads()).sort()).toEqual([recorded, unfinished, orphan, recentOrphan, recentUnfinished].sort());

    expect(await sweepOrphans(api.deps.db, api.deps.uploads, { graceMs: 15 * 60_000 })).toEqual({
      temporary: 1,
      orphans: 1,
    });
    expect((await api.uploads()).sort()).toEqual([recorded, recentOrphan, recentUnfinished].sort());
  });
});
