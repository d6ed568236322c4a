/** What organisers read about the status SMS templates. */
export const TEMPLATE_MESSAGES = {
  saved: 'Message templates saved',
  unknownPlaceholder: (name: string) =>
    `Unknown placeholder {${name}}. Use {name}, {startup}, {status}, {confirmBy} or {link}.`,
  empty: 'A message cannot be empty',
  tooLong: 'A message can be at most 640 characters',
  hash: 'A message cannot contain #: phones could read it as a sign-in code',
  statusInvalid: 'Templates are for Shortlisted, Waitlisted, Not selected and Accepted only',
} as const;
