/**
 * Breach notices (DPDP Rules, Rule 7(1)): what organisers read when they tell the affected people of a personal data
 * breach, and the e-mail those people get. Part of the one message catalogue. Browser-safe.
 */
import { plural } from './plural.ts';

export const BREACH_MESSAGES = {
  referenceRequired: 'Please give the incident a reference of 1 to 80 characters, e.g. BR-2026-01',
  detailsRequired:
    'Please say what happened, its likely impact, what you are doing and what people can do (20 to 5000 characters)',
  audienceKind: 'Please choose who to notify: everyone, an application status, or a list of applications',
  audienceStatus: 'Please choose the application status whose applicants to notify',
  audienceIds: 'Please list the applications whose applicants to notify (1 to 1000 ids)',
  detailsChanged:
    'A notice with this reference was already sent with other details. Give the new notice its own reference.',
  queued: (added: number, already: number) =>
    `Notice queued by SMS and e-mail for ${plural(added, 'person', 'people')}${already ? `; ${plural(already, 'person was', 'people were')} already told of it` : ''}`,
  nobodyNew: 'Everyone chosen was already told of this incident: nothing was sent again',
  /** The workspace's confirmation before sending. */
  confirm: (people: number) =>
    `Text and e-mail ${plural(people, 'person', 'people')} about this incident? Each person is told once per reference.`,
} as const;

/** The e-mail each affected person gets: the organisers' account of the breach, and whom to ask. */
export function breachEmail(d: { eventName: string; details: string; contact: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `${d.eventName}: a security incident that may affect your personal data`,
    text: [
      'Hello,',
      '',
      `We are writing to tell you of a security incident at ${d.eventName} that may have affected personal data you gave us.`,
      '',
      d.details.trim(),
      '',
      `If you have any question, or want to make a complaint, contact our grievance officer: ${d.contact}`,
      '',
      `The ${d.eventName} team`,
    ].join('\n'),
  };
}
