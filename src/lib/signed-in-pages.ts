/**
 * Pages that only make sense signed in (the portal, the final's judging page and the organiser workspace): they send
 * anonymous visitors to /login, so search engines and the sitemap leave them out. Every page of the workspace is one,
 * whatever tab is added to it later.
 */
const PORTAL_PAGES: readonly string[] = ['/complete-profile', '/profile', '/application', '/invite', '/judge'];
const WORKSPACE = '/organiser';

/** Whether a page address (absolute or a path, with or without a trailing slash) is one of them. */
export const isSignedInPage = (address: string): boolean => {
  const path = new URL(address, 'http://x').pathname.replace(/(.)\/$/, '$1');
  return PORTAL_PAGES.includes(path) || path === WORKSPACE || path.startsWith(`${WORKSPACE}/`);
};
