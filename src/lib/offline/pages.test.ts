import { describe, expect, it } from 'vitest';
import { isNeverOffline, isOfflinePage, showsOfflineLine } from './pages.ts';

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
    '/judge',
    '/judge/',
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

  it('keeps /judge, the one signed-in page whose HTML holds nothing personal, without the offline copy line', () => {
    expect(isNeverOffline('/judge')).toBe(false);
    expect(isNeverOffline('/judge/index.html')).toBe(false);
    expect(showsOfflineLine('/judge/')).toBe(false);
    expect(showsOfflineLine('/schedule')).toBe(true);
    expect(showsOfflineLine('/event-detail/2/1')).toBe(true);
  });
});
