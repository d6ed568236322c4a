import { readFileSync, globSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Four projects: the site's own unit tests once; the API suite (src/server) twice, on embedded
 * PGlite and on a Postgres server (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * each API test file gets its own database); and the tests that store files once more, on Postgres with
 * uploads in S3 (an s3rver the tests start on loopback). When no Postgres is reachable the Postgres
 * and S3 runs are skipped with a clear message.
 */
const SERVER_TESTS = [
  'src/server/**/*.test.ts',
  'scripts/export-submissions.test.ts',
  'scripts/staff-reset-passkeys.test.ts',
];
/**
 * The server tests that open the test database (through src/server/test/harness.ts or the values its global setup
 * provides) run on each database; the others (parsers, providers, the PGlite initialiser itself) once, as unit tests.
 */
const usesTestDatabase = (file: string) =>
  /\b(describeApi|createTestApi|dbKind|inject)\b/.test(readFileSync(file, 'utf8'));
const API_TESTS = SERVER_TESTS.flatMap((pattern) => globSync(pattern)).filter(usesTestDatabase);
/** The tests that store files, run once more with uploads in a bucket on a loopback s3rver. */
const S3_TESTS = [
  'src/server/routes/submissions.test.ts',
  'src/server/routes/uploads-over-the-wire.test.ts',
  'src/server/routes/fuzz.test.ts',
  'src/server/storage/s3-store.test.ts',
  'src/server/storage/s3-outage.test.ts',
  'src/server/storage/s3-stall.test.ts',
  // Decks reviewers receive are read whole from the store and prepared: from a bucket too.
  'src/server/routes/organiser/deck-private-data.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default leaves one core idle (cores - 1): on a 2-core CI machine every file would run one at a time,
    // while much of an API file's time is spent waiting on Postgres, a child server or a timer. Three files at once
    // on two cores: the whole run took 324 s, against 372 s with two (docs/testing.md).
    maxWorkers: 3,
    // Databases and child processes: give shared, busy machines room.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...API_TESTS, '**/node_modules/**'],
        },
      },
      // The API files share their worker's modules (isolate: false): each builds its own app and database from
      // createTestApi, no module keeps state between files, and importing the server once per worker instead of once
      // per file is about a fifth of the suite's time.
      {
        extends: true,
        test: {
          name: 'api-pglite',
          isolate: false,
          include: API_TESTS,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          isolate: false,
          include: API_TESTS,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-s3',
          isolate: false,
          include: S3_TESTS,
          env: {
            TEST_DB: 'postgres',
            TEST_UPLOAD_STORE: 's3',
            // s3rver's fixed credentials; server processes the tests start inherit them.
            AWS_ACCESS_KEY_ID: 'S3RVER',
            AWS_SECRET_ACCESS_KEY: 'S3RVER',
          },
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
