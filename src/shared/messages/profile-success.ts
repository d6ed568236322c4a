/**
 * The complete-profile success panel (docs/spec.md §2), its texts exact; loaded with the panel, after a save.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

/** The complete-profile success panel (docs/spec.md §2). */
export const PROFILE_SUCCESS_MESSAGES = {
  successTitle: 'Profile Completed Successfully – Thank You!',
  successWelcome: 'We are thrilled to have you on board! Your profile has been successfully completed.',
  successAccess: 'You can now access all features and start exploring our platform.',
  nextStep: 'Next step: Continue to your application and apply now!',
  /** After the window's own message, outside the window. */
  savedComeBack: 'Your profile is saved: come back then to apply.',
  savedNextEdition: 'Your profile is saved for the next edition.',
} as const;
