import { sql } from 'drizzle-orm';
import { startups, submissions } from '../db/schema.ts';

/**
 * The startup an application names, in SQL over `submissions` with the applicant's `startups` row joined: the name
 * answered on the application (what a decision, an SMS or a log entry is about; the profile's may have changed since,
 * or name another venture), the profile's only when the answer is empty.
 */
export const applicationStartupName = sql<string>`coalesce(nullif(${submissions.answerStartupName}, ''), ${startups.name}, '')`;
