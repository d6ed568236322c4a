import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startups, submissionFiles, submissionFingerprints, submissions } from '../db/schema.ts';
import { fingerprintsOf } from './fingerprints.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { submitApplication } from '../test/organiser-fixtures.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

/** The migration's statements that fill in fingerprints for applications already in. */
async function backfillStatements(): Promise<string[]> {
  const migration = await readFile(
    new URL('../db/migrations/0012_cofounder_invites_duplicates.sql', import.meta.url),
    'utf8',
  );
  return migration
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.startsWith('INSERT INTO "submission_fingerprints"'));
}

const sorted = async () =>
  (await api.deps.db.select().from(submissionFingerprints)).map((f) => `${f.submissionId} ${f.kind} ${f.value}`).sort();

describeApi('the migration’s fingerprints of applications already in', () => {
  it('are the ones a new version writes', async () => {
    await submitApplication(api, '9811100001', { startupName: 'Krishi Sense Pvt. Ltd.' });
    await submitApplication(api, '9811100002', { startupName: 'Jal' });
    await api.deps.db.update(startups).set({ website: 'https://www.Soil-Sense.in/about?ref=1' });
    const rows = await api.deps.db
      .select({ submission: submissions, startup: startups })
      .from(submissions)
      .leftJoin(startups, eq(startups.userId, submissions.userId));
    const files = await api.deps.db.select().from(submissionFiles);
    const expected = rows
      .flatMap(({ submission, startup }) =>
        fingerprintsOf(
          submission.answers,
          startup ?? undefined,
          files.filter((f) => f.submissionId === submission.id),
        ).map((f) => `${submission.id} ${f.kind} ${f.value}`),
      )
      .sort();
    expect(expected.filter((f) => f.endsWith(' name krishisense'))).toHaveLength(1);
    expect(expected.filter((f) => f.endsWith(' site soil-sense.in'))).toHaveLength(2);
    await api.deps.db.execute(sql`delete from ${submissionFingerprints}`);
    const statements = await backfillStatements();
    expect(statements).toHaveLength(3);
    for (const statement of statements) await api.deps.db.execute(sql.raw(statement));
    expect(await sorted()).toEqual(expected);
  });
});
