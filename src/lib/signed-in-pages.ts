/**
 * Pages that only make sense signed in (the portal and the organiser workspace): they send anonymous
 * visitors to /login, so search engines and the sitemap leave them out.
 */
const SIGNED_IN_PAGES: readonly string[] = [
  '/complete-profile',
  '/profile',
  '/application',
  '/invite',
  '/organiser',
  '/organiser/application',
  '/organiser/settings',
  '/organiser/stats',
];

/** Whether a page address (absolute or a path, with or without a trailing slash) is one of them. */
export const isSignedInPage = (address: string): boolean =>
  SIGNED_IN_PAGES.includes(new URL(address, 'http://x').pathname.replace(/(.)\/$/, '$1'));
