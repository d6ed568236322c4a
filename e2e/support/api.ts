import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestOtp, otpCodes, randomMobile } from './otp.ts';
import { sendOtpSolving } from './pow.ts';
import { TEST_PROFILE } from '../../src/shared/test-profile.ts';
import { skipPreloader } from './session.ts';

/** A user signed in through the real API. */
export interface ApiSession {
  mobile: string;
  token: string;
  user: Record<string, unknown> & { name: string; isProfileCompleted: boolean; isApplicationSubmitted: boolean };
}

/** The privacy notice's current version, which a profile save must accept. */
const NOTICE_VERSION = (
  JSON.parse(readFileSync(new URL('../../content/privacy.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** A valid complete profile, as the API takes it, with the current privacy notice accepted. */
export const SAMPLE_PROFILE = {
  ...TEST_PROFILE,
  age: Number(TEST_PROFILE.age),
  role: 'PARTICIPATOR',
  privacyNoticeVersion: NOTICE_VERSION,
};

/** Signs a number (a fresh random one by default) in through POST /api/otp and /api/verify-otp. */
export async function signInThroughApi(request: APIRequestContext, mobile = randomMobile()): Promise<ApiSession> {
  const before = (await otpCodes(mobile)).length;
  const sent = await sendOtpSolving(request, mobile);
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await latestOtp(mobile, { after: before });
  const verified = await request.post('/api/verify-otp', { data: { mobile, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token, user } = await verified.json();
  return { mobile, token, user };
}

/** A seeded account (seeded-accounts.ts) as a session, with its user as the API answers it now. */
export async function seededSession(
  request: APIRequestContext,
  account: { mobile: string; token: string },
): Promise<ApiSession> {
  const res = await request.get('/api/user-details', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...account, user: (await res.json()).user };
}

/** Completes the profile through POST /api/user-details and returns the session with the new user. */
export async function completeProfileThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  overrides: Partial<typeof SAMPLE_PROFILE> = {},
): Promise<ApiSession> {
  const saved = await request.post('/api/user-details', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { ...SAMPLE_PROFILE, ...overrides },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { ...session, user: (await saved.json()).user };
}

/**
 * Opens `path` as a visitor of this tab: the preloader already seen, and signed in as `session` when
 * given (stored the way sign-in stores it). Storage is written on a same-origin file first, so the
 * page starts from it.
 */
export async function openAs(
  page: Page,
  path: string,
  session?: { token: string; user: Record<string, unknown> },
): Promise<void> {
  await skipPreloader(page);
  await page.goto('/favicon.svg');
  await page.evaluate((stored) => {
    if (stored) {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
    }
  }, session ?? null);
  await page.goto(path);
  // Islands that hydrate at load are what the tests drive: wait for them, as a person waits for a page. That
  // includes an organisers-only page's (client:organisers with no value), for organisers: no one else's hydrate.
  // A page that sends the visitor elsewhere (the session gates) destroys the context mid-wait; the
  // test then asserts where it landed.
  await page
    .waitForFunction(
      () =>
        !document.querySelector('astro-island[client="load"][ssr]') &&
        !(
          document.documentElement.hasAttribute('data-organiser') &&
          [...document.querySelectorAll('astro-island[client="organisers"][ssr]')].some(
            (island) => JSON.parse(island.getAttribute('opts') ?? '{}').value === true,
          )
        ),
    )
    .catch((error: Error) => {
      if (!/context was destroyed|navigat/i.test(error.message)) throw error;
    });
}
