import { INDIA_TIME_ZONE, istDay } from '../../shared/india-time.ts';
import { type SQL, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Stats } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { otpSendDays, startups, submissions, users } from '../db/schema.ts';
import { recentCodeHours } from '../otp/conversion.ts';
import { smsSentOn } from '../sms/sms-budget.ts';

/** Rows of (key, count) as the stats' `{key: count}`, blanks under '(blank)'. */
const tally = (rows: { key: string | null; n: number }[]) => {
  const out: Record<string, number> = {};
  for (const { key, n } of rows) out[key || '(blank)'] = (out[key || '(blank)'] ?? 0) + Number(n);
  return out;
};

/** The day in India of a timestamp column, as 'YYYY-MM-DD', in SQL: the day istDay() names in JavaScript. */
const istDaySql = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${INDIA_TIME_ZONE}, 'YYYY-MM-DD')`;

/** What the application says its stage is, else the profile's (stageOf in review/application-for-viewer.ts, in SQL). */
const STAGE = sql<string>`coalesce(nullif((select e->>'value' from jsonb_array_elements(${submissions.answers}) e
  where e->>'name' = 'currentStage' limit 1), ''), ${startups.stage}, '')`;

/**
 * The funnel overall and per day, how the applications split by stage, status, education and heardFrom, today's
 * SMS against the budget and the codes verified per code sent, hour by hour.
 * Counted in the database: the answer is a few hundred numbers whatever the number of applications.
 */
export async function collectStats(db: Db, now: Date, smsDailyBudget: number): Promise<Stats> {
  const perDayOf = (column: AnyPgColumn, table: typeof users | typeof submissions) =>
    db
      .select({ day: istDaySql(column), n: sql<number>`count(*)::int` })
      .from(table)
      .where(isNotNull(column))
      .groupBy(sql`1`);
  const applications = <T extends SQL | AnyPgColumn>(key: T) =>
    db
      .select({ key: sql<string | null>`${key}`, n: sql<number>`count(*)::int` })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .leftJoin(startups, eq(startups.userId, users.id))
      .groupBy(sql`1`);
  const [codeDays, verified, completed, submitted, byStage, byStatus, byEducation, byHeardFrom, smsSent, hours] =
    await Promise.all([
      db.select().from(otpSendDays),
      perDayOf(users.createdAt, users),
      perDayOf(users.profileCompletedAt, users),
      perDayOf(submissions.createdAt, submissions),
      applications(STAGE),
      applications(submissions.status),
      applications(users.education),
      applications(users.heardFrom),
      smsSentOn(db, now),
      recentCodeHours(db, now),
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
  for (const d of verified) dayRow(d.day).numbersVerified += Number(d.n);
  for (const d of completed) dayRow(d.day).profilesCompleted += Number(d.n);
  for (const d of submitted) dayRow(d.day).applicationsSubmitted += Number(d.n);
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
    byStage: tally(byStage),
    byStatus: tally(byStatus),
    byEducation: tally(byEducation),
    byHeardFrom: tally(byHeardFrom),
    sms: { day: istDay(now), sent: smsSent, budget: smsDailyBudget },
    codeHours: hours,
  };
}
