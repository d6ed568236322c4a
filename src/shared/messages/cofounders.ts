/**
 * Co-founders invited by mobile: what the applicant, the invited co-founder and organisers read. Part of
 * the one message catalogue (src/shared/messages/). Browser-safe.
 */
import { NO_ANSWER } from './network.ts';

export const COFOUNDER_MESSAGES = {
  /** POST /api/cofounders. */
  invited: 'Invitation sent',
  applyFirst: 'Submit your application before inviting co-founders',
  roleInvalid: 'Please enter the co-founder’s role (up to 60 characters)',
  inviteSelf: 'You cannot invite your own number',
  inviteTwice: 'This number is already invited',
  tooMany: (max: number) => `You can invite up to ${max} co-founders`,
  /** DELETE /api/cofounders/:mobile. */
  removed: 'Invitation removed',
  notInvited: 'This number is not invited',
  /** POST /api/cofounders/:mobile/resend. */
  resent: 'Invitation sent again',
  resendAnswered: 'This co-founder has already answered the invitation',
  /** POST /api/cofounders and its resend once the application ended (not selected, a place declined or lapsed). */
  teamClosed: 'Your application has a final decision: you can no longer invite co-founders',
  /** Every invite SMS (an invite, the same number again after a removal, a resend) is held to one rule. */
  smsTooSoon: (seconds: number) => `Please wait ${seconds} seconds before sending this number another invitation`,
  numberWeeklyCap: (max: number) =>
    `This number has received ${max} invitations this week: you can invite it again next week`,
  numberOptedOut: 'This number has asked not to receive invitations from the event',
  smsApplicantDailyCap: (max: number) => `You have sent ${max} invitations today: you can send more tomorrow`,
  /** The invited co-founder's side: /invite and POST /api/invites/:token/accept|decline. */
  inviteInvalid: 'This invitation link is not valid',
  inviteExpired: 'This invitation link has expired: ask for a new one',
  inviteUsed: 'This invitation has already been answered',
  inviteOtherNumber: 'This invitation is for another mobile number: sign in with the number it was sent to',
  accepted: 'You have joined the team',
  declined: 'You have declined the invitation',
  /** POST /api/invites/:token/stop and its button on /invite. */
  stopped: 'You have declined, and will receive no further invitations from the event',
  stopLabel: 'Decline and stop all invitations',
  stoppedNote: 'You asked to receive no further invitations from the event.',
  /** On /application, above the list of invites. */
  heading: 'Co-founders',
  intro: 'Invite up to 4 co-founders by mobile. Each gets an SMS link to accept and can then read the application.',
  statusLabels: { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' },
  /** A call that got no answer. */
  noAnswer: NO_ANSWER,
  /** On /invite. */
  inviteLoading: 'Loading the invitation…',
  signInFirst: 'Sign in with the mobile number the invitation was sent to, then come back to this page.',
  readOnlyNote: 'You are a co-founder on this application. Only the applicant can change it.',
  noApplicationYet: 'The applicant has not submitted the application yet.',
} as const;

/** The team limit: co-founders one applicant may invite. */
export const MAX_COFOUNDER_INVITES = 4;

/** An invite's answer so far. */
export const INVITE_STATUSES = ['pending', 'accepted', 'declined'] as const;
