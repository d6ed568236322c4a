import { isNotNull, sql } from 'drizzle-orm';
import type { Stats } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { otpSendDays, submissions, users } from '../db/schema.ts';
import { type Application, stageOf } from './applications.ts';

/** The calendar day in India, 'YYYY-MM-DD', that the funnel counts `at` under. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const istDay = (at: Date) => dayFormat.format(at);

/** One more code sent today (one atomic upsert, so concurrent sends all count). */
export async function countCodeSent(db: Db, now: Date): Promise<void> {
  await db
    .insert(otpSendDays)
    .values({ day: istDay(now), count: 1 })
    .onConflictDoUpdate({ target: otpSendDays.day, set: { count: sql`${otpSendDays.count} + 1` } });
}

const tally = (values: string[]) => {
  const out: Record<string, number> = {};
  for (const v of values) out[v || '(blank)'] = (out[v || '(blank)'] ?? 0) + 1;
  return out;
};

/** The funnel overall and per day, and how the applications split by stage, status, education and heardFrom. */
export async function collectStats(db: Db, apps: Application[]): Promise<Stats> {
  const [codeDays, verified, completed, submitted] = await Promise.all([
    db.select().from(otpSendDays),
    db.select({ at: users.createdAt }).from(users),
    db.select({ at: users.profileCompletedAt }).from(users).where(isNotNull(users.profileCompletedAt)),
    db.select({ at: submissions.createdAt }).from(submissions),
  ]);
  type Day = Stats['perDay'][number];
  const days = new Map<string, Day>();
  const dayRow = (day: string) => {
    let row = days.get(day);
    if (!row) {
      row = { day, codesSent: 0, numbersVerified: 0, profilesCompleted: 0, applicationsSubmitted: 0 };
      days.set(day, row);
    }
    return row;
  };
  for (const d of codeDays) dayRow(d.day).codesSent += d.count;
  for (const u of verified) dayRow(istDay(u.at)).numbersVerified++;
  for (const u of completed) dayRow(istDay(u.at!)).profilesCompleted++;
  for (const s of submitted) dayRow(istDay(s.at)).applicationsSubmitted++;
  const perDay = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  const sum = (k: Exclude<keyof Day, 'day'>) => perDay.reduce((n, d) => n + d[k], 0);
  return {
    funnel: {
      codesSent: sum('codesSent'),
      numbersVerified: sum('numbersVerified'),
      profilesCompleted: sum('profilesCompleted'),
      applicationsSubmitted: sum('applicationsSubmitted'),
    },
    perDay,
    byStage: tally(apps.map(stageOf)),
    byStatus: tally(apps.map((a) => a.submission.status)),
    byEducation: tally(apps.map((a) => a.user.education)),
    byHeardFrom: tally(apps.map((a) => a.user.heardFrom)),
  };
}
