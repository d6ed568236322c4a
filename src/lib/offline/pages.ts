/**
 * Which addresses the service worker keeps for the venue, where networks fail: the public event pages (schedule,
 * sessions, speakers, FAQs, venue and contact, the visitor's agenda) and the calendars. Never the API, sign-in, the
 * portal or the organiser workspace: those are a person's own, and must be live or nothing. One signed-in page is
 * kept all the same: /judge, below.
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

/**
 * The signed-in pages kept like an event page: /judge must open on a judge's phone at the final even after the venue's
 * network died (a reload, a tab the browser discarded). Its HTML is the same for every judge and holds nothing
 * personal: the stage, the judge's scores and the last stage seen all come from the API and the phone's localStorage.
 * A page added here must hold to that.
 */
const KEPT_SIGNED_IN: readonly string[] = ['/judge'];

/** Paths never answered from a cache, whatever else says so. */
const NEVER = ['/api', '/login'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
/** A page's path without its trailing slash or index.html. */
const pagePath = (path: string) => path.replace(/(.)\/(index\.html)?$/, '$1');

/** Whether a same-site path may never come from the service worker's caches. */
export const isNeverOffline = (path: string): boolean =>
  NEVER.some((prefix) => under(path, prefix)) || (isSignedInPage(path) && !KEPT_SIGNED_IN.includes(pagePath(path)));

/** Whether a same-site path is an event page (or calendar, or /judge) the service worker keeps a copy of. */
export const isOfflinePage = (path: string): boolean => {
  const page = pagePath(path);
  return (
    !isNeverOffline(page) && (KEPT_SIGNED_IN.includes(page) || OFFLINE_PAGES.some((prefix) => under(page, prefix)))
  );
};

/**
 * Whether a kept copy opens with the 'Offline copy from …' line (offline-copy.ts). Not /judge: its page says itself
 * that the phone is offline, and the time its HTML was kept tells a judge nothing (the stage shown is the last one read).
 */
export const showsOfflineLine = (path: string): boolean => !KEPT_SIGNED_IN.includes(pagePath(path));
