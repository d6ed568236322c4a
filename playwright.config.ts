import { defineConfig, devices } from '@playwright/test';
import { SEEDED_MOBILES } from './e2e/support/seeded-accounts.ts';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, SERVER_LOG } from './e2e/support/server-env.ts';
import { STAFF_ENV } from './e2e/support/staff-numbers.ts';

/**
 * The specs where a reviewer reads the workspace or assignments are made. Once any assignment exists, every reviewer
 * sees only what is assigned to them (the API's rule), so these run one at a time: an automatic assignment in one would
 * take another's application away from its reviewer mid-test. Every other spec leaves reviewers and assignments alone
 * and runs beside them.
 */
const ASSIGNMENT_SPECS = ['organiser-review-queue.spec.ts', 'organiser.spec.ts', 'portal-decision-timeline.spec.ts'];

/**
 * The specs that read a deck in the browser's own PDF viewer run in full Chromium; the headless shell, which runs every
 * other spec on about half the CPU, has no PDF viewer.
 */
const PDF_VIEWER_SPECS = ['organiser.spec.ts', 'organiser-deck-focus.spec.ts'];
const BROWSER_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
const fullChromium = {
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS },
};

/**
 * End-to-end tests run the production build (`npm run build` first) served exactly as the README's run
 * command serves it, with the real API and a fresh embedded database, in Debian's Chromium (its headless shell).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The serial specs first: one worker works through them while the other takes the rest, instead of running them
  // alone at the end (about 70 s with one worker idle).
  projects: [
    { name: 'chromium-assignments', testMatch: ASSIGNMENT_SPECS, workers: 1, use: fullChromium },
    { name: 'chromium-pdf', testMatch: PDF_VIEWER_SPECS, testIgnore: ASSIGNMENT_SPECS, use: fullChromium },
    { name: 'chromium', testIgnore: [...ASSIGNMENT_SPECS, ...PDF_VIEWER_SPECS] },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    // Recording a trace costs every test its screencast and snapshots: in CI only a retry records one, which is the
    // try a failure is read from.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Chromium's old headless mode (scripts/ensure-chromium.sh): about half the CPU of full Chromium per test.
      executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      args: BROWSER_ARGS,
    },
  },
  webServer: {
    // The log file lets tests read the one-time codes the console SMS provider prints. The accounts seeded first
    // have a session and no code sent yet (e2e/support/seeded-accounts.ts); PGlite's baseline compiler only, as
    // scripts/serve.sh runs it, so the seeding process stays small.
    command:
      `rm -rf ${E2E_DATA_DIR} && node --liftoff-only e2e/support/seed-accounts.ts ${SEEDED_MOBILES.join(' ')} > ${SERVER_LOG} 2>&1` +
      ` && sh scripts/serve.sh >> ${SERVER_LOG} 2>&1`,
    url: `${E2E_BASE_URL}/`,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SMS_PROVIDER: 'console',
      // The SMS's origin-bound line ('@host #code') names the origin the browser is on.
      SITE_URL: E2E_BASE_URL,
      // Every test signs in from 127.0.0.1; the per-IP cap itself is proven by the API suite.
      OTP_IP_HOURLY_LIMIT: '10000',
      // Proof of work stays as in production (from the 4th code per IP): the sign-in page and the API helpers
      // solve it, as e2e/portal-proof-of-work.spec.ts shows. The staff numbers share one prefix, so its cap is lifted.
      OTP_PREFIX_HOURLY_LIMIT: '10000',
      // Every sign-in of the suite comes from one address: the work stays at its first level (its growth with the
      // address's count is proven by the API suite), so the suite's hundreds of codes cost no more each.
      OTP_POW_LEVEL_STEP: '10000',
      // The seeded staff, and the few organisers who sign in with a code (e2e/support/staff-numbers.ts).
      ...STAFF_ENV,
    },
    reuseExistingServer: false,
    // A fresh embedded database initialises on first start; allow for a busy machine.
    timeout: 180_000,
  },
});
