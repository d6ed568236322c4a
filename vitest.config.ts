import { defineConfig } from 'vitest/config';

/**
 * Three projects: the site's own unit tests once, and the API suite (src/server) twice, on embedded
 * PGlite and on a Postgres server (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * each API test file gets its own database). When no Postgres is reachable the second run is skipped
 * with a clear message.
 */
const API_TESTS = ['src/server/**/*.test.ts', 'scripts/export-submissions.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...API_TESTS, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: API_TESTS,
          env: { TEST_DB: 'pglite' },
          // Databases and child processes: give shared, busy machines room.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: API_TESTS,
          env: { TEST_DB: 'postgres' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
