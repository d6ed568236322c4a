/**
 * Retention (DPDP Act s.8(7), Rules 6 and 8): the periods organisers set on /organiser/settings and what the API says of
 * them. Part of the one message catalogue. Browser-safe.
 */
export const RETENTION_MESSAGES = {
  saved: 'Retention periods saved',
  applicationsRange: 'Applications and decks must be kept a whole number of months from 1 to 120',
  draftsRange: 'Drafts must be kept a whole number of days from 1 to 3650',
  messagesRange: 'SMS and e-mail logs must be kept a whole number of months from 1 to 120',
  /** The law wants access logs kept at least a year (Rule 6(1)(e) of the DPDP Rules, 2025). */
  auditRange: 'Audit entries must be kept at least 365 days (the law asks for a year), and at most 3650',
  sessionsRange: 'Expired sessions must be kept a whole number of days from 1 to 3650',
  eventEndInvalid: 'The event’s end must be a date and time with its offset, e.g. 2026-11-30T18:00:00+05:30',
} as const;
