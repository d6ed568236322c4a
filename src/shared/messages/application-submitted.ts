/**
 * The submitted screen of /application (docs/spec.md §2). Apart from APPLICATION_MESSAGES, which every portal
 * page's toasts share, so that only the application page carries these words.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

/** The submitted screen: its title, and how decisions arrive (by SMS, and the status on /application). */
export const SUBMITTED_MESSAGES = {
  title: 'Application Submitted Successfully!',
  next: 'Thank you for applying. The jury reviews every application. Each decision reaches you by SMS, and this page shows where your application stands; shortlisted founders are invited to mentorship before the final pitch.',
} as const;
