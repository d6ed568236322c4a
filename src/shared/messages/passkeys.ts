/**
 * Passkeys for staff: what the API answers and what the workspace's passkey step says.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 */
export const PASSKEY_MESSAGES = {
  /**
   * 403 on every /api/organiser/* call of a sign-in not yet confirmed by a passkey, where STAFF_PASSKEYS=required or
   * the staff member has registered one.
   */
  required: 'Confirm your sign-in with your passkey to open the organiser workspace',
  staffOnly: 'Passkeys are for organisers and reviewers only',
  noChallenge: 'This passkey request has expired or was already used. Please try again.',
  rejected: 'The passkey could not be verified. Please try again.',
  unknownPasskey: 'This passkey is not registered for your account',
  /** A staff member with a passkey adds another only from a sign-in that passkey confirmed. */
  confirmFirst: 'Sign in with your passkey before adding another one',
  noneRegistered: 'You have no passkey yet: register one first',
  registered: 'Passkey registered: you will use it at every sign-in from now on',
  confirmed: 'Signed in with your passkey',
  removed: 'Passkeys removed: they register a new one at their next sign-in',
  notStaff: 'This number is not an organiser or reviewer',
  notYourself:
    'You cannot remove your own passkeys here: ask another organiser, or run npm run staff:reset-passkeys on the server',
  /** The workspace's passkey step. */
  registerTitle: 'Register a passkey',
  registerIntro:
    'Organisers and reviewers confirm each sign-in with a passkey (your phone, laptop or security key). Register one now: it takes a few seconds.',
  registerOptional:
    'Passkeys are optional on this server for now. Once you register one, every sign-in of yours asks for it, which keeps applicants’ data safer.',
  registerButton: 'Register a passkey',
  signInTitle: 'Sign in with your passkey',
  signInIntro: 'Confirm this sign-in with the passkey you registered.',
  signInButton: 'Sign in with your passkey',
  cancelled: 'The passkey step was cancelled. Please try again.',
  unsupported: 'This browser cannot use passkeys. Please use an up-to-date browser.',
  lostPasskey: 'Lost your passkey? Ask another organiser to remove it on the Settings page.',
} as const;
