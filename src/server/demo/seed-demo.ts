import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Rubric } from '../../shared/organiser-schemas.ts';
import { DECISION_STATUSES } from '../../shared/organiser-labels.ts';
import { STARTUP_STAGES } from '../../shared/options/startup.ts';
import type { Db } from '../db/client.ts';
import { reviews, startups, submissionFingerprints, submissions, users } from '../db/schema.ts';
import { fingerprintsOf } from '../duplicates/fingerprints.ts';
import type { FormDefinition } from '../forms/definition.ts';
import { autoAssign } from '../review/assignment.ts';
import { rolesFromLists } from '../staff/roles.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { type DemoDeck, seedDemoDecks } from './demo-decks.ts';

export interface DemoSize {
  applications: number;
  reviewers: number;
  reviews: number;
}

/** Reviewers automatic assignment gives each application, as a real call would run it. */
const REVIEWS_PER_APPLICATION = 3;
/** Four applications in five come with a deck (the others pitch by video alone). */
const withDeck = (i: number) => i % 5 !== 4;
/** One deck in ten names its founder on the team slide: the organisers' "may reveal the team" flag has work. */
const deckNamesTeam = (i: number) => i % 10 === 1;

/** Applicants' mobiles run from here; reviewers' from REVIEWER_BASE, so both can be put in the environment. */
const APPLICANT_BASE = 6_000_000_000;
const REVIEWER_BASE = 8_800_000_000;
const BATCH = 500;

export const demoReviewerMobiles = (count: number) =>
  Array.from({ length: count }, (_, i) => String(REVIEWER_BASE + i));

/** A small deterministic generator, so two seeds of the same size hold the same data. */
function generator(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const WORDS = 'soil water clinic ledger school freight solar loom kirana textile dairy credit map'.split(' ');

/**
 * Fills the database with a call for applications at scale (`npm run seed:demo`, and the review phase of
 * `npm run bench:api`): applicants with a profile and a complete application (about 1.5 KB of answers, a third with a
 * co-founder, a tenth already decided, four in five with a stored deck and its text read), reviewers, reviews spread
 * evenly (each application reviewed by distinct reviewers, every review at its own time), and then automatic
 * assignment of REVIEWS_PER_APPLICATION reviewers per application, run as an organiser would run it (organiser/
 * assignment.ts), so each reviewer holds an even share (375 each at 5,000 applications and 40 reviewers). Straight
 * into the database: through the API it would take hours.
 */
export async function seedDemo(
  db: Db,
  form: FormDefinition,
  rubric: Rubric,
  size: DemoSize,
  { uploads, start = new Date() }: { uploads: UploadStore; start?: Date },
) {
  const next = generator(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const fields = form.sections.flatMap((s) => s.formFields);
  const at = (seconds: number) => new Date(start.getTime() - 90 * 86_400_000 + seconds * 1000);
  const submissionIds: string[] = [];
  const decks: DemoDeck[] = [];
  for (let first = 0; first < size.applications; first += BATCH) {
    const n = Math.min(BATCH, size.applications - first);
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, k) => {
          const i = first + k;
          return {
            mobile: String(APPLICANT_BASE + i),
            name: `Founder ${i}`,
            age: 20 + (i % 30),
            email: `founder${i}@example.com`,
            city: 'Pune',
            state: 'Maharashtra',
            education: 'Graduate',
            heardFrom: 'A friend',
            isProfileCompleted: true,
            isApplicationSubmitted: true,
            profileCompletedAt: at(i * 60),
            createdAt: at(i * 60),
            updatedAt: at(i * 60),
          };
        }),
      )
      .returning({ id: users.id, mobile: users.mobile });
    const rows = people.map((p, k) => {
      const i = first + k;
      const cofounder = i % 3 === 0;
      const values: Record<string, string> = {
        fullName: `Founder ${i}`,
        age: String(20 + (i % 30)),
        cityState: 'Pune, Maharashtra',
        phoneNumber: p.mobile,
        email: `founder${i}@example.com`,
        startupName: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
        currentStage: pick(STARTUP_STAGES),
        startupDescription: Array.from({ length: 60 }, () => pick(WORDS)).join(' '),
        hasCofounders: String(cofounder),
        cofounderName: cofounder ? `Cofounder ${i}` : '',
        cofounderRole: cofounder ? 'CTO' : '',
        videoPitch: 'https://youtu.be/dQw4w9WgXcQ',
      };
      return {
        id: randomUUID(),
        userId: p.id,
        status: i % 10 === 0 ? pick(DECISION_STATUSES) : 'SUBMITTED',
        createdAt: at(i * 60 + 30),
        answers: fields
          .filter((f) => f.name in values)
          .map((f) => ({ fieldId: f.id, name: f.name, label: f.label, value: values[f.name]! })),
      };
    });
    await db.insert(submissions).values(rows);
    await db.insert(startups).values(
      rows.map((r) => ({
        userId: r.userId,
        name: r.answers.find((a) => a.name === 'startupName')!.value,
        industry: 'Agritech',
        stage: r.answers.find((a) => a.name === 'currentStage')!.value,
        teamSize: '3',
        summary: 'A demo startup.',
        updatedAt: r.createdAt,
      })),
    );
    // What a real submission writes, so the list's duplicate badge is measured on a full table.
    await db
      .insert(submissionFingerprints)
      .values(rows.flatMap((r) => fingerprintsOf(r.answers, undefined, []).map((f) => ({ submissionId: r.id, ...f }))));
    submissionIds.push(...rows.map((r) => r.id));
    rows.forEach((r, k) => {
      const i = first + k;
      if (withDeck(i)) decks.push({ submissionId: r.id, founder: `Founder ${i}`, namesTeam: deckNamesTeam(i) });
    });
  }
  const stored = await seedDemoDecks(db, uploads, decks, WORDS, next, start);
  const reviewers = demoReviewerMobiles(size.reviewers);
  await db
    .insert(users)
    .values(reviewers.map((mobile, j) => ({ mobile, name: `Reviewer ${j + 1}`, createdAt: start, updatedAt: start })));
  // Review r goes to application r mod N by reviewer (r + r div N) mod R: distinct reviewers per application while
  // an application has fewer reviews than there are reviewers.
  const perApplication = Math.min(reviewers.length, Math.ceil(size.reviews / Math.max(1, submissionIds.length)));
  const total = Math.min(size.reviews, perApplication * submissionIds.length);
  for (let first = 0; first < total; first += BATCH) {
    const n = Math.min(BATCH, total - first);
    await db.insert(reviews).values(
      Array.from({ length: n }, (_, k) => {
        const r = first + k;
        const app = r % submissionIds.length;
        const round = Math.floor(r / submissionIds.length);
        const when = at(size.applications * 60 + r * 7);
        return {
          submissionId: submissionIds[app]!,
          reviewerMobile: reviewers[(app + round * 7) % reviewers.length]!,
          scores: Object.fromEntries(rubric.criteria.map((c) => [c.id, 1 + Math.floor(next() * 5)])),
          comment: next() < 0.3 ? 'Promising, but the market is unclear.' : '',
          createdAt: when,
          updatedAt: when,
        };
      }),
    );
  }
  await db.execute(sql`analyze`);
  const wanted = Math.min(REVIEWS_PER_APPLICATION, reviewers.length);
  const { assigned } = reviewers.length
    ? await autoAssign(db, {
        reviewsPerApplication: wanted,
        maxPerReviewer: Math.ceil((wanted * submissionIds.length) / reviewers.length),
        roles: rolesFromLists([], reviewers),
        now: start,
      })
    : { assigned: 0 };
  // Fresh statistics, so the planner knows the tables' sizes (the embedded database has no autovacuum to gather them).
  await db.execute(sql`analyze`);
  return { applications: submissionIds.length, reviewers: reviewers.length, reviews: total, decks: stored, assigned };
}
