/**
 * Organisers and reviewers managed in the workspace (/api/organiser/staff): the API's answers and the settings page's
 * words about them. Part of the one message catalogue (src/shared/messages/). Browser-safe.
 */
import { plural } from './plural.ts';

/** The limits the messages name; the schemas (src/shared/staff-schemas.ts) enforce them. */
export const STAFF_LIMITS = { nameLength: 60, sectors: 10, sectorLength: 100 } as const;

/** Hours within which inviting the same person again sends nothing new (their first message is on its way). */
export const INVITE_COOLING_HOURS = 24;

export const STAFF_MESSAGES = {
  name: `A name is 1 to ${STAFF_LIMITS.nameLength} characters`,
  role: 'Choose Reviewer, Organiser or Judge',
  sectors: `At most ${STAFF_LIMITS.sectors} sectors, each 1 to ${STAFF_LIMITS.sectorLength} characters`,
  email: 'Enter a valid e-mail address, or leave it empty',
  invited: (name: string) => `${name} is invited: an SMS with the sign-in link is on its way`,
  saved: (name: string) => `${name} saved`,
  /** Invited again within the cooling period: the details are saved, no second message goes out. */
  notSentAgain: (name: string) =>
    `${name} saved. They were sent an invitation less than ${INVITE_COOLING_HOURS} hours ago, so none was sent again`,
  removed: (name: string) => `${name} removed: signed out, and their unreviewed applications are back in the pool`,
  notFound: 'No organiser or reviewer with this number was added in the workspace',
  notYourself: 'You cannot remove yourself: ask another organiser',
  notYourselfDemoted: 'You cannot make yourself a reviewer: ask another organiser',
  /** ORGANISER_MOBILES / REVIEWER_MOBILES: the break-glass lists no one changes from the workspace. */
  inEnvironment:
    'This number is set in the server’s environment (ORGANISER_MOBILES / REVIEWER_MOBILES): change it there and restart',
  noOpenRound: 'No review round is open, so nobody is behind',
  noDeadline: 'Set when the open round closes (its deadline) first: the reminder names it',
  reminded: (n: number) =>
    n === 0 ? 'Nobody to remind: every reviewer is done, or was reminded today' : `${plural(n, 'reviewer')} reminded`,
  // The settings page.
  heading: 'Reviewers and organisers',
  intro:
    'Invite people by mobile number: they get an SMS (and an e-mail when an address is known), sign in with that number and add a passkey. Numbers in the server’s environment are the break-glass list and cannot be changed here.',
  loading: 'Loading the staff…',
  loadFailed: 'The staff could not be loaded',
  empty: 'Nobody yet besides the break-glass list.',
  inviteHeading: 'Invite someone',
  invite: 'Invite',
  inviting: 'Inviting…',
  remove: 'Remove',
  confirmRemove: (name: string) =>
    `Remove ${name}? They are signed out at once, and the applications they have not reviewed go back to the pool. Their reviews stay.`,
  remind: 'Remind everyone behind',
  reminding: 'Reminding…',
  fromEnvironment: 'Environment',
  fromApp: 'Invited',
  passkeyYes: 'Yes',
  passkeyNo: 'No',
  progress: (reviewed: number, assigned: number) => `${reviewed} of ${assigned} reviewed`,
  noProgress: 'Nothing assigned',
  /** The invite form's role choice and the staff table's column, in the form's order. */
  roles: { REVIEWER: 'Reviewer', ORGANISER: 'Organiser', JUDGE: 'Judge' },
  /** A judge has nothing assigned: they score the live final's pitches on /judge. */
  judgeProgress: 'Scores the final',
} as const;
