/**
 * The e-mails the product sends: what an SMS cannot carry (the organisers' full note). Plain text, written once here.
 * Each says where the page it points to is; none carries anything an inviter wrote.
 */
import { STATUS_LABELS, type ApplicationStatus } from '../organiser-labels.ts';

interface Mail {
  subject: string;
  text: string;
}

/** A decision reaching the applicant: the status, an acceptance's deadline, and the organisers' note in full. */
export function decisionEmail(d: {
  eventName: string;
  status: ApplicationStatus;
  name: string;
  startup: string;
  note: string;
  link: string;
  /** An acceptance's deadline as applicants read it ('1 May 2026, 9:00 am IST'). */
  confirmBy?: string;
}): Mail {
  const label = STATUS_LABELS[d.status];
  const lines = [
    `Dear ${d.name || 'applicant'},`,
    '',
    `Your application to ${d.eventName}${d.startup ? ` for ${d.startup}` : ''} is now: ${label}.`,
  ];
  if (d.confirmBy) lines.push('', `Action required: confirm your place by ${d.confirmBy} at ${d.link}`);
  if (d.note.trim()) lines.push('', 'A note from the organisers:', '', d.note.trim());
  lines.push('', `Read the details and any next step at ${d.link}`, '', `The ${d.eventName} team`);
  return { subject: `${d.eventName}: your application is ${label}`, text: lines.join('\n') };
}

/** An invite to a co-founder who gave the event their e-mail and agreed to hear from it: nothing the inviter wrote. */
export function inviteEmail(d: { eventName: string; link: string }): Mail {
  return {
    subject: `${d.eventName}: you are invited to join a startup's application`,
    text: [
      'Hello,',
      '',
      `You are invited to join a startup's application to ${d.eventName} as a co-founder. Sign in with your mobile number to see who invited you, then accept or decline at ${d.link}`,
      '',
      `You receive this because you agreed to e-mails from ${d.eventName} in your profile.`,
      '',
      `The ${d.eventName} team`,
    ].join('\n'),
  };
}

/** An invitation to review or organise, to the address the organiser gave or the person's own opted-in one. */
export function staffInviteEmail(d: {
  eventName: string;
  link: string;
  role: 'ORGANISER' | 'REVIEWER' | 'JUDGE';
}): Mail {
  const invitation = {
    ORGANISER: {
      subject: 'organise',
      body: `help organise ${d.eventName}. Sign in with the mobile number this invitation was sent for at ${d.link}, then add a passkey (your phone's screen lock or a security key) when the workspace asks for one.`,
    },
    REVIEWER: {
      subject: 'review applications',
      body: `review applications to ${d.eventName}. Sign in with the mobile number this invitation was sent for at ${d.link}, then add a passkey (your phone's screen lock or a security key) when the workspace asks for one.`,
    },
    JUDGE: {
      subject: 'judge the live final',
      body: `judge the live final of ${d.eventName}. On the day, sign in on your phone with the mobile number this invitation was sent for at ${d.link}: you score each finalist there as they pitch, even where the network is poor.`,
    },
  }[d.role];
  return {
    subject: `${d.eventName}: you are invited to ${invitation.subject}`,
    text: ['Hello,', '', `You are invited to ${invitation.body}`, '', `The ${d.eventName} team`].join('\n'),
  };
}
