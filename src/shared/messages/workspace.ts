/**
 * The workspace's own words: what its pages show while they read and when a read or a write gets no answer. Apart
 * from the API's answers to the workspace (organiser.ts), which the portal's pages carry too with the shapes they
 * share, so that only the workspace's pages carry these.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 */
import { NO_ANSWER } from './network.ts';

/** The workspace's words when the API gives no answer. */
export const WORKSPACE_MESSAGES = {
  /** A write got no answer at all (network down, server gone). */
  unreachable: NO_ANSWER,
  /** Bulk decisions from the list. */
  chooseRows: 'Choose applications in the list, or every application matching the filter',
  matching: (n: number) => `${n} application${n === 1 ? '' : 's'} match the filter`,
  tooManyMatching: (n: number, max: number) =>
    `${n} applications match the filter; narrow it to at most ${max} to set a decision on all of them`,
  /**
   * Before a release: the SMS it sends, at what rate and for how long, and what waits for the next days' budgets
   * ('It sends 40 SMS at 60 a minute: about 1 minute.').
   */
  releaseDelivery: (d: {
    sms: number;
    emails: number;
    perMinute: number;
    leftToday: number;
    minutes: number;
    laterDays: number;
  }) => {
    const n = (count: number) => count.toLocaleString('en-IN');
    const mails = `${n(d.emails)} e-mail${d.emails === 1 ? '' : 's'} (with your note) at once`;
    if (d.sms === 0) return `It sends no SMS: no pending decision is texted; ${mails}.`;
    const minutes = Math.max(1, d.minutes);
    const now = `It sends ${n(d.sms)} SMS at ${n(d.perMinute)} a minute: about ${n(minutes)} minute${minutes === 1 ? '' : 's'}`;
    if (d.laterDays === 0) return `${now}, and ${mails}.`;
    const days = d.laterDays === 1 ? 'tomorrow' : `over the next ${d.laterDays} days`;
    return `${now} for the ${n(d.leftToday)} today's budget leaves them (the rest is kept for sign-in codes); the other ${n(d.sms - d.leftToday)} go ${days}. It also sends ${mails}.`;
  },
  /** A release refused because the pending decisions changed: what is pending now ('2 Accepted, 1 Not selected'). */
  nowPending: (counts: string) => `Now pending: ${counts || 'none'}.`,
  /** The export's download got an error answer. */
  exportFailed: (status: number) => `The export failed (${status})`,
  /** What the export holds, above its buttons: reviewers' has no status (and only their own applications). */
  exportHolds: (withStatus: boolean) =>
    withStatus
      ? 'Every application with its status and review scores.'
      : 'The applications you review, with their scores.',
} as const;

/** What a reviewer reads on a page only organisers use, opened by its address (OrganiserLayout). */
export const ORGANISERS_ONLY_PAGE = {
  title: 'For organisers only',
  text: 'This page is for the organisers. As a reviewer, you work on the applications assigned to you.',
  queueLink: 'Go to your review queue',
} as const;

/**
 * What each of the workspace's reads shows while it loads, and when it fails (`why`: the server's message, or the
 * browser's when the server was not reached).
 */
export const WORKSPACE_READS = {
  /** /organiser: the list. */
  list: {
    loading: 'Loading applications…',
    failed: (why: string) => `The applications could not be loaded: ${why}`,
  },
  /** One application, on its page and in the queue. */
  application: {
    loading: 'Loading the application…',
    notFound: 'Application not found',
    failed: 'The application could not be loaded',
  },
  /** The pitch deck or another file of the open application. */
  file: {
    loading: 'Loading the deck…',
    failed: (status: number) => `The file could not be loaded (${status})`,
    unreadable: 'The file could not be read',
  },
  /** /organiser/review. */
  queue: {
    loading: 'Loading your queue…',
    failed: (why: string) => `Your queue could not be loaded: ${why}`,
  },
  /** /organiser/decisions: the pending decisions, the places, the applications to choose from. */
  decisions: {
    loading: 'Loading the pending decisions…',
    failed: (why: string) => `The pending decisions could not be loaded: ${why}`,
  },
  places: {
    failed: (why: string) => `The finalist places could not be loaded: ${why}`,
  },
  choices: {
    loading: 'Loading the applications…',
  },
  /** /organiser/settings: the decisions' SMS wordings ("Decision messages"). */
  templates: {
    loading: 'Loading the decision messages…',
    failed: (why: string) => `The decision messages could not be loaded: ${why}`,
  },
  /** /organiser/stats. */
  stats: {
    loading: 'Loading the figures…',
    failed: (why: string) => `The figures could not be loaded: ${why}`,
  },
  /** /organiser/audit. */
  audit: {
    loading: 'Loading the log…',
    failed: (why: string) => `The log could not be loaded: ${why}`,
  },
} as const;

/** The organisers' notices on an application whose blind copy may not be blind (see decks/team-reveal.ts). */
export const TEAM_REVEAL_NOTICES = {
  mayReveal: 'May reveal the team:',
  deckNotRead: (field: string, failed: boolean) =>
    failed
      ? `Deck text not read: “${field}” could not be read, so it was not searched for the team’s names. Check it yourself before reviewers see it.`
      : `Deck text not read yet: “${field}” has not been searched for the team’s names. Reload in a minute, or check it yourself.`,
} as const;

/** "Decision messages" on /organiser/settings: choosing among the registered wordings of each texted status. */
export const DECISION_WORDING_TEXT = {
  intro:
    'Each SMS is a wording registered with the operator (DLT): its text is fixed, only the names, the deadline and the link change. Your note to the applicant is on their page and in the e-mail, never in the SMS.',
  notRegistered: ' (not registered with the SMS provider yet)',
  size: (characters: number, segments: number, encoding: string, registered: string) =>
    `${characters} characters, ${segments} SMS (${encoding}) · registered as: ${registered}`,
} as const;
