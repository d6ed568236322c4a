import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { submissions, users } from '../db/schema.ts';

/**
 * Inserts `count` applicants with a profile and a submission straight into the database, for tests and benchmarks
 * that need thousands (the API would take minutes). Mobiles run from 7000000000; every submission shares `at`, so
 * the export's paging must break ties by id. Each application carries about 1.5 KB of answers, like a real one.
 */
export async function insertApplications(db: Db, count: number, at: Date, batch = 500): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          mobile: String(7_000_000_000 + start + i),
          name: `Founder ${start + i}`,
          email: `founder${start + i}@example.com`,
          city: 'Pune',
          state: 'Maharashtra',
          education: 'Graduate',
          heardFrom: 'A friend',
          isProfileCompleted: true,
          isApplicationSubmitted: true,
          profileCompletedAt: at,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: users.id, name: users.name });
    await db.insert(submissions).values(
      people.map((p, i) => ({
        id: randomUUID(),
        userId: p.id,
        createdAt: at,
        answers: [
          { fieldId: 1, name: 'fullName', label: 'Full Name', value: p.name },
          { fieldId: 2, name: 'startupName', label: 'Startup Name', value: `Startup ${start + i}` },
          { fieldId: 3, name: 'currentStage', label: 'Current Stage', value: i % 2 ? 'IDEA' : 'MVP_READY' },
          { fieldId: 4, name: 'description', label: 'Describe your startup', value: 'We build things. '.repeat(80) },
        ],
      })),
    );
  }
}
