/**
 * The submitted screen of /application (docs/spec.md §2), and what it leads with once a decision is out or the
 * application ended. Apart from APPLICATION_MESSAGES, which every portal page's toasts share, so that only the
 * application page carries these words.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */
import type { Outcome } from '../application-outcome.ts';
import { PLACE_MESSAGES } from './places.ts';

/** The submitted screen: its title, and how decisions arrive (by SMS, and the status on /application). */
export const SUBMITTED_MESSAGES = {
  title: 'Application Submitted Successfully!',
  next: 'Thank you for applying. The jury reviews every application. Each decision reaches you by SMS, and this page shows where your application stands; shortlisted founders are invited to mentorship before the final pitch.',
} as const;

/** While /application reads where the application stands, before choosing what to lead with. */
export const STATUS_LOADING = 'Loading where your application stands…';

/** The heading of an accepted application whose place is held (waiting for the answer, or confirmed). */
export const ACCEPTED_TITLE = 'Congratulations: your application is accepted';

/** What /application leads with once the application ended (src/shared/application-outcome.ts): heading and line. */
export const OUTCOME_MESSAGES: Record<Outcome, { title: string; text: string }> = {
  NOT_SELECTED: {
    title: 'Your application was not selected',
    text: 'Thank you for applying. The jury could not select every startup this time.',
  },
  PLACE_DECLINED: {
    title: 'You declined your place',
    text: 'Thank you for letting us know. Your place goes to the next startup on the waitlist.',
  },
  PLACE_LAPSED: {
    title: PLACE_MESSAGES.deadlinePassed,
    text: 'Your place goes to the next startup on the waitlist.',
  },
  WITHDRAWN_BY_ORGANISERS: {
    title: 'The organisers withdrew your application',
    text: 'They no longer consider it. Their note says why.',
  },
  WITHDRAWN_BY_APPLICANT: {
    title: 'You withdrew your application',
    text: 'Organisers no longer consider it.',
  },
};
