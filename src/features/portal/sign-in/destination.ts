import { isStaffRole } from '../../../shared/roles.ts';

/**
 * Where a visitor goes after signing in (docs/spec.md §4, plus the return to the page a signed-out visitor asked for).
 * One pure function so every rule about landing pages lives here.
 */

/** Pages that are never worth returning to: signing in again from /login would loop. */
const NEVER_RETURN_TO = new Set(['/login']);

const ORIGIN = 'https://same-site.invalid';

/**
 * The same-site path in `raw` (path, query and hash), or undefined for anything that could leave the
 * site: absolute URLs, protocol-relative '//host', backslash tricks, control characters, other schemes.
 */
export function sameSitePath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN || NEVER_RETURN_TO.has(url.pathname.replace(/(.)\/$/, '$1'))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

const ORGANISER_HOME = '/organiser';
const JUDGE_HOME = '/judge';

/** Whether `path` is `home` itself or a page under it, its query and hash aside: '/judges' is not under '/judge'. */
function isUnder(path: string, home: string): boolean {
  const pathname = path.replace(/[?#].*$/s, '').replace(/(.)\/$/, '$1');
  return pathname === home || pathname.startsWith(`${home}/`);
}

/**
 * After sign-in: the page asked for, when it is on this site; else the spec's default, home for a
 * completed profile and /complete-profile for one still to fill in, except that an applicant with an unread
 * decision lands on /application. Organisers and reviewers land
 * on the organiser workspace, or the workspace page they asked for; a judge of the live final on /judge, or the /judge
 * page they asked for (a judge has nothing else to do in the portal).
 */
export function signInDestination(
  returnTo: string | null | undefined,
  user: { isProfileCompleted?: boolean; role?: unknown },
  unseenDecision = false,
): string {
  const asked = sameSitePath(returnTo);
  if (isStaffRole(user.role)) return asked?.startsWith(ORGANISER_HOME) ? asked : ORGANISER_HOME;
  if (user.role === 'JUDGE') return asked && isUnder(asked, JUDGE_HOME) ? asked : JUDGE_HOME;
  if (asked) return asked;
  if (!user.isProfileCompleted) return '/complete-profile';
  // An applicant with a decision they have not read yet (the SMS told them to sign in) goes straight to it.
  return unseenDecision ? '/application' : '/';
}
