/**
 * The returnTo link to /login, in a module of its own with no imports: every page's chrome uses it (a session
 * ended by a 401 or in another tab), and should not carry the sign-in landing rules along.
 */

/** Query parameter on /login naming the page a signed-out visitor asked for. */
export const RETURN_TO_PARAM = 'returnTo';

/** /login, coming back to the page the visitor is on (path, query and hash) after sign-in. */
export const loginReturningHere = (): string =>
  `/login?${RETURN_TO_PARAM}=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
