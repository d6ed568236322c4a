/**
 * Applicants' rights under India's DPDP Act: the privacy notice's acceptance on the profile forms. Part of the one
 * message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 */
export const PRIVACY_MESSAGES = {
  /** A profile save without the current notice accepted (the form's box left unticked). */
  noticeRequired: 'Please read the privacy notice and tick the box to accept it',
  /** A save naming a notice version that is no longer the current one (the page was open while it changed). */
  noticeOutdated: 'The privacy notice has changed: please reload the page, read the new notice and accept it',
  /** The profile's age below 18 (shared/privacy/minors.ts). */
  minor: 'You must be 18 or older to apply: we cannot take the details of anyone younger',
  /** Under the notice once the current version is accepted. */
  noticeAccepted: (version: string) => `You accepted this notice (version ${version}).`,
  /** Above the notice when an earlier version was accepted. */
  noticeChanged: 'Our privacy notice has changed since you last accepted it. Please read it and accept it again.',
} as const;
