/**
 * What the organisers' audit log says of each entry (`summary`, `targetName` in GET /api/organiser/audit), in words
 * and names instead of ids and raw JSON. Part of the one message catalogue. Browser-safe.
 */
import { plural } from './plural.ts';

const noting = (note: string) => (note ? `, noting “${note}”` : '');

export const AUDIT_MESSAGES = {
  /** Who the log names for what the server does on its own. */
  system: 'The server',
  /** Who the log names for an applicant's own step (their number stays out of the log). */
  applicant: 'The applicant',
  /** The target of a rights desk entry. */
  privacyRequest: (id: string) => `Privacy request #${id}`,
  /** The names of the settings an entry may be about. */
  settingNames: {
    window: 'Application window',
    finalistPlaces: 'Finalist places',
    retention: 'Retention periods',
    minors: 'Applicants under 18',
  } as Record<string, string>,
  signedIn: 'Signed in',
  passkeyRegistered: 'Registered a passkey',
  passkeysRemoved: (n: number) => `Removed ${plural(n, 'passkey')} and ended their sessions`,
  applicationViewed: 'Opened the application',
  fileViewed: (file: string, signedLink: boolean) =>
    `Opened the file ${file}${signedLink ? ' through a signed link' : ''}`,
  /** A file no longer stored (replaced, or erased with its applicant). */
  fileGone: 'no longer stored',
  reviewSaved: (scores: string) => `Saved a review: ${scores}`,
  assignmentsAuto: (perApplication: number, perReviewer: number, assigned: number) =>
    `Assigned reviewers automatically (${perApplication} per application, at most ${perReviewer} each): ${plural(assigned, 'assignment')} made`,
  assignmentAdded: (reviewer: string) => `Assigned ${reviewer} to review it`,
  assignmentRemoved: (reviewer: string) => `Took ${reviewer} off it`,
  conflictDeclared: (reason: string) => `Declared a conflict of interest: “${reason}”`,
  interestMarked: (interest: string) =>
    interest ? `Marked their interest in reviewing it: ${interest}` : 'Took back their interest in reviewing it',
  commentAdded: 'Commented in the discussion',
  statusChanged: (status: string, note: string) => `Set the status to ${status}${noting(note)}`,
  duplicateMarked: (original: string, note: string) => `Marked it a duplicate of ${original}${noting(note)}`,
  smsRequeued: 'Queued the decision SMS to be sent again',
  decisionSet: (status: string, n: number, startups: string, note: string) =>
    `Set ${status} as pending on ${plural(n, 'application')}: ${startups}${noting(note)}`,
  /** A list of startups cut short: '…and 12 more'. */
  andMore: (n: number) => `and ${n} more`,
  /** Tags set on one application or changed on many: shared tags by name, private ones only counted. */
  tagsChanged: (startups: string, shared: string[], privateCount: number, removed: number) =>
    `Tagged ${startups}: ${
      [
        shared.length ? shared.join(', ') : '',
        privateCount ? plural(privateCount, 'private tag') : '',
        removed ? `${plural(removed, 'tag')} removed` : '',
      ]
        .filter(Boolean)
        .join('; ') || 'no tags'
    }`,
  decisionCleared: (status: string) => `Cleared the pending ${status}`,
  decisionsReleased: (n: number, counts: string, unchanged: number) =>
    `Released ${plural(n, 'decision')}${counts ? `: ${counts}` : ''}${unchanged ? `; ${plural(unchanged, 'application')} already had theirs or had withdrawn` : ''}`,
  windowSaved: (opens: string, closes: string) => `Applications open ${opens} and close ${closes}`,
  roundCreated: (name: string) => `Created review round “${name}”`,
  roundSaved: (name: string, rubric: boolean) => `Saved review round “${name}”${rubric ? ', its rubric included' : ''}`,
  roundOpened: (name: string) => `Opened review round “${name}”`,
  roundClosed: (name: string) => `Closed review round “${name}”`,
  roundAdvanced: (name: string, n: number) => `Carried ${plural(n, 'application')} into review round “${name}”`,
  staffSaved: (name: string, role: string, invited: boolean) =>
    `${invited ? 'Invited' : 'Saved'} ${name} as ${role === 'ORGANISER' ? 'an organiser' : 'a reviewer'}`,
  staffRemoved: (name: string, returned: number) =>
    `Removed ${name} from the staff; ${plural(returned, 'unreviewed application')} back in the pool`,
  staffReminded: (n: number) => `Reminded ${plural(n, 'reviewer')} behind in the open round`,
  feedbackReasonsSaved: (n: number) => `Saved the feedback reasons (${plural(n, 'reason')})`,
  leadNamed: (reviewer: string | null) => (reviewer ? `Named ${reviewer} lead reviewer` : 'Cleared the lead reviewer'),
  summarySaved: 'Saved the committee summary',
  finalScored: (duplicate: boolean) =>
    duplicate ? 'Sent a final score again (counted once)' : 'Scored a pitch of the final',
  pitchOpened: 'Put a pitch on stage',
  pitchClosed: 'Closed a pitch',
  pitchRevealed: (revealed: boolean) =>
    revealed ? 'Showed a pitch’s score on the big screen' : 'Hid a pitch’s score from the big screen',
  rankingRevealed: (revealed: boolean) =>
    revealed ? 'Showed the final’s ranking on the big screen' : 'Hid the final’s ranking from the big screen',
  feedbackReleased: (n: number) => `; feedback reasons sent with ${plural(n, 'decision')}`,
  placesSaved: (places: number, hours: number) =>
    `${plural(places, 'finalist place')}, ${plural(hours, 'hour')} to confirm`,
  minorsSaved: (guardianConsent: boolean) =>
    guardianConsent ? "Applicants under 18 are asked for a guardian's consent" : 'Applicants under 18 are refused',
  templatesSaved: (statuses: string) => `Saved the decision message for ${statuses}`,
  exportDownloaded: (format: string) => `Downloaded the export as ${format.toUpperCase()}`,
  privacyRequestReceived: (kind: string) => `Raised a privacy request: ${kind}`,
  privacyRequestsViewed: (n: number) => `Listed the privacy requests (${n})`,
  privacyRequestUpdated: (state: string, note: string) => `Set the privacy request to ${state}${noting(note)}`,
  placeLapsed: 'The deadline to confirm the place passed unanswered',
  placeHandedOn: (to: string | null) =>
    to
      ? `The place went to ${to}, the best of the waitlist`
      : 'The place went to nobody: the waitlist was empty or every place was taken',
  retentionSaved: (apps: number, drafts: number, messages: number, audit: number, sessions: number) =>
    `Applications ${plural(apps, 'month')}, drafts ${plural(drafts, 'day')}, SMS and e-mail logs ${plural(messages, 'month')}, audit ${plural(audit, 'day')}, expired sessions ${plural(sessions, 'day')}`,
  breachNoticeSent: (added: number, already: number) =>
    `Notified ${plural(added, 'person', 'people')} of the breach by SMS and e-mail${already ? ` (${plural(already, 'person was', 'people were')} already told)` : ''}`,
  retentionRan: (erased: string) => `Erased what its retention period ended for: ${erased}`,
} as const;
