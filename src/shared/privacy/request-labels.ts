/**
 * Privacy requests (DPDP Act s.11-14, Rule 9): their kinds and states with the words /profile and the workspace show
 * them in. No zod, so the pages that list them ship none.
 */

/** What an applicant may ask: see their data, correct it, erase it, complain, or name a nominee (s.14). */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'grievance', 'nominee'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Where a request stands: received, being handled, then answered or refused (with the organisers' note). */
export const PRIVACY_REQUEST_STATES = ['RECEIVED', 'IN_PROGRESS', 'ANSWERED', 'REFUSED'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];

export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'Tell me what data you hold about me and who it was shared with',
  correction: 'Correct or complete my data',
  erasure: 'Erase my data',
  grievance: 'A complaint about how my data is handled',
  nominee: 'Name someone to act for me if I die or cannot act',
};

export const PRIVACY_REQUEST_STATE_LABELS: Record<PrivacyRequestState, string> = {
  RECEIVED: 'Received',
  IN_PROGRESS: 'In progress',
  ANSWERED: 'Answered',
  REFUSED: 'Refused',
};

/** Days within which a request must be answered (Rule 9 of the DPDP Rules, 2025). */
export const PRIVACY_REQUEST_DAYS = 90;

/** Requests one applicant may have open at once: enough for every kind, not a way to flood the desk. */
export const OPEN_PRIVACY_REQUESTS_MAX = 5;
