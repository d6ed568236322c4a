/** What organisers read about the decisions' SMS wordings ("Decision messages" on /organiser/settings). */
export const TEMPLATE_MESSAGES = {
  saved: 'Decision message saved',
  statusInvalid: 'Decision messages are for Shortlisted, Waitlisted, Not selected and Accepted only',
  wordingInvalid: 'Choose one of the registered wordings of this status',
  notRegistered: (variable: string) =>
    `This wording is not registered with the SMS provider yet: set ${variable} first (see docs/organisers.md)`,
} as const;
