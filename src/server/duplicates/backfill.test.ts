import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startups, submissionFiles, submissionFingerprints, submissions, users } from '../db/schema.ts';
import { fingerprintsOf } from './fingerprints.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { submitApplication } from '../test/organiser-fixtures.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

/** The statements of `migration` that `keep` picks, comments left out. */
async function statementsOf(migration: string, keep: (statement: string) => boolean): Promise<string[]> {
  const text = await readFile(new URL(`../db/migrations/${migration}`, import.meta.url), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(keep);
}

/** The migration's statements that fill in fingerprints for applications already in. */
const backfillStatements = () =>
  statementsOf('0012_cofounder_invites_duplicates.sql', (s) => s.startsWith('INSERT INTO "submission_fingerprints"'));

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

  it('are recomputed as registrable domains, as a new version writes them, by the migration that changed the rule', async () => {
    const websites = [
      'https://app.soil-sense.in/login',
      'www.soil-sense.in',
      'https://shop.krishi.co.in',
      'krishi.github.io/about',
      'https://in.linkedin.com/company/x',
      'http://10.0.0.1',
      'not a site',
    ];
    for (const [i, website] of websites.entries()) {
      const mobile = `98111002${String(i).padStart(2, '0')}`;
      await submitApplication(api, mobile, { startupName: `Startup ${i}` });
      const [user] = await api.deps.db.select().from(users).where(eq(users.mobile, mobile));
      await api.deps.db.update(startups).set({ website }).where(eq(startups.userId, user!.id));
    }
    const rows = await api.deps.db
      .select({ submission: submissions, startup: startups })
      .from(submissions)
      .innerJoin(startups, eq(startups.userId, submissions.userId));
    const expected = rows
      .flatMap(({ submission, startup }) =>
        fingerprintsOf(submission.answers, startup, [])
          .filter((f) => f.kind === 'site')
          .map((f) => `${submission.id} site ${f.value}`),
      )
      .sort();
    expect(expected.map((f) => f.split(' ')[2]).sort()).toEqual([
      'krishi.co.in',
      'krishi.github.io',
      'soil-sense.in',
      'soil-sense.in',
    ]);
    await api.deps.db
      .insert(submissionFingerprints)
      .values({ submissionId: rows[0]!.submission.id, kind: 'site', value: 'stale.in' });
    const statements = await statementsOf('0016_site_fingerprint_domain.sql', (s) => s !== '');
    expect(statements).toHaveLength(2);
    for (const statement of statements) await api.deps.db.execute(sql.raw(statement));
    expect((await sorted()).filter((f) => f.includes(' site '))).toEqual(expected);
  });
});
