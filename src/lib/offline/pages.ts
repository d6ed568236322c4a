/**
 * Which addresses the service worker keeps for the venue, where networks fail: the public event pages (schedule,
 * sessions, speakers, FAQs, venue and contact, the visitor's agenda) and the calendars. Never the API, sign-in, the
 * portal or the organiser workspace: those are a person's own, and must be live or nothing.
 */
import { isSignedInPage } from '../signed-in-pages.ts';

/** Page paths kept offline, each with its sub-pages (/event-detail/2/1, /speakers-detail/3). */
const OFFLINE_PAGES = [
  '/schedule',
  '/event-detail',
  '/speakers',
  '/speakers-detail',
  '/faqs',
  '/contact',
  '/my-agenda',
  '/calendar',
] as const;

/** Paths never answered from a cache, whatever else says so. */
const NEVER = ['/api', '/login'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a same-site path may never come from the service worker's caches. */
export const isNeverOffline = (path: string): boolean =>
  NEVER.some((prefix) => under(path, prefix)) || isSignedInPage(path);

/** Whether a same-site path is an event page (or calendar) the service worker keeps a copy of. */
export const isOfflinePage = (path: string): boolean => {
  const page = path.replace(/(.)\/(index\.html)?$/, '$1');
  return !isNeverOffline(page) && OFFLINE_PAGES.some((prefix) => under(page, prefix));
};
