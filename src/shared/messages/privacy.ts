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
  /** PUT /api/organiser/settings/minors with anything but the two choices. */
  minorsPolicyInvalid:
    "Applicants under 18 are either refused ('refuse') or asked for a guardian's consent ('guardianConsent')",
  /** The organisers' two choices on /organiser/settings. */
  minorsChoices: {
    refuse: 'Refuse them: applicants must be 18 or older (the default)',
    guardianConsent: "Ask a parent's or guardian's consent, confirmed by a code texted to the guardian's mobile",
  },
  /** Under the settings' heading. */
  minorsIntro:
    "A child's personal data needs a parent's or guardian's consent (DPDP Act s.9). Profiles already saved are not changed.",
  /** The organisers' setting saved. */
  minorsSaved: 'Setting for applicants under 18 saved',
  /** A profile under 18, in guardian mode, sent without a guardian's code. */
  guardianConsentNeeded:
    "Applicants under 18 need a parent's or guardian's consent: enter their mobile, send them a code and type in the code they receive",
  /** The guardian's mobile is the applicant's own. */
  guardianNotSelf: "Please enter your parent's or guardian's mobile, not your own",
  /** A code asked for while organisers refuse applicants under 18. */
  guardianNotTaken: 'Consent from a guardian is not taken for this event: applicants must be 18 or older',
  /** POST /api/guardian-consent/code answered. */
  guardianCodeSent: "Code sent to your parent's or guardian's mobile. Type it in below with them beside you",
  /** Under the guardian section once a consent is recorded. */
  guardianConsented: (mobile: string) => `Your parent or guardian (${mobile}) gave their consent.`,
  /** Under the notice once the current version is accepted. */
  noticeAccepted: (version: string) => `You accepted this notice (version ${version}).`,
  /** Above the notice when an earlier version was accepted. */
  noticeChanged: 'Our privacy notice has changed since you last accepted it. Please read it and accept it again.',
} as const;
