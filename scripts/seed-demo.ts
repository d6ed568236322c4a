/**
 * `npm run seed:demo`: a call for applications at scale in the configured database (DATA_DIR or DATABASE_URL, as
 * the server uses them), for trying the workspace and for the review phase of `npm run bench:api`, written through the
 * product's own write path (src/server/demo/seed-demo.ts). Defaults: 5,000 applications (four in five with a stored
 * deck), 40 reviewers, 3 reviewers assigned to each application by automatic assignment, 15,000 reviews; change the
 * sizes with `-- --applications N --reviewers N --reviews N`, and `--same-deck N` has N applicants upload one deck
 * (a duplicate group).
 * Adds to what is there; run it on an empty database (the mobiles it uses must be free). Stop the server first when
 * it uses the embedded database, which one process opens at a time.
 */
import { parseArgs } from 'node:util';
import { bootstrap } from '../src/server/bootstrap.ts';
import { demoReviewerMobiles, seedDemo } from '../src/server/demo/seed-demo.ts';
import { parseEnv } from '../src/server/env.ts';

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '5000' },
    reviewers: { type: 'string', default: '40' },
    reviews: { type: 'string', default: '15000' },
    'same-deck': { type: 'string', default: '0' },
  },
});
const size = {
  applications: Number(values.applications),
  reviewers: Number(values.reviewers),
  reviews: Number(values.reviews),
  sameDeck: Number(values['same-deck']),
};
if (Object.values(size).some((n) => !Number.isInteger(n) || n < 0)) {
  console.error('[seed:demo] --applications, --reviewers, --reviews and --same-deck take whole numbers');
  process.exit(2);
}
const { deps, shutdown } = await bootstrap(parseEnv());
try {
  const t0 = Date.now();
  const seeded = await seedDemo(deps, size);
  console.log(
    `[seed:demo] ${seeded.applications} applications (${seeded.decks} with a deck), ${seeded.reviewers} reviewers, ${seeded.reviews} reviews, ${seeded.assigned} assignments in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  console.log(`[seed:demo] To sign in as a reviewer, add to REVIEWER_MOBILES: ${demoReviewerMobiles(1)[0]} …`);
} finally {
  await shutdown();
}
