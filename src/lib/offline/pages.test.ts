import { describe, expect, it } from 'vitest';
import { isNeverOffline, isOfflinePage } from './pages.ts';

describe('the pages the service worker keeps offline', () => {
  it.each([
    '/schedule',
    '/schedule/',
    '/event-detail/2/1',
    '/speakers',
    '/speakers-detail/3/',
    '/faqs',
    '/contact',
    '/my-agenda',
    '/calendar/schedule.ics',
    '/calendar/session-2-1.ics',
  ])('keeps %s', (path) => {
    expect(isOfflinePage(path)).toBe(true);
  });

  it.each([
    '/api/user-details',
    '/api/application-window',
    '/login',
    '/complete-profile',
    '/profile',
    '/application',
    '/invite',
    '/organiser',
    '/organiser/settings',
    '/',
    '/blog-grid',
    '/schedules',
  ])('never keeps %s', (path) => {
    expect(isOfflinePage(path)).toBe(false);
  });

  it('never answers the API, sign-in, the portal or the workspace from a cache', () => {
    for (const path of ['/api/otp', '/login', '/profile', '/application', '/invite', '/organiser/audit']) {
      expect(isNeverOffline(path), path).toBe(true);
    }
    expect(isNeverOffline('/schedule')).toBe(false);
  });
});
