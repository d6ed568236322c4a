/**
 * The participant profile (docs/spec.md §5), 'industy' included.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

/** The participant profile (docs/spec.md §5), 'industy' included. */
export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your full name',
  nameTooShort: 'Name must be at least 2 characters',
  ageRequired: 'Please enter your age',
  ageInvalid: 'Please enter a valid age (1-120)',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  ethnicity: 'Please select your ethnicity/religion',
  gender: 'Please select your gender',
  state: 'Please select your state',
  city: 'Please enter your city',
  education: 'Please select your education',
  startUpName: 'Please enter Startup Name',
  startUpIndustry: 'Please choose industy type',
  startUpStage: 'Please choose Startup Stage',
  startUpTeamSize: 'Please enter Team Size',
  startUpSummary: 'Please enter Startup Summary',
  linkedIn: 'Please enter a valid LinkedIn profile URL (starting with https://www.linkedin.com/)',
  website: 'Please enter a valid website URL',
  JITOChapter: 'Please select a JITO Chapter',
  role: 'Role must be PARTICIPATOR',
  /** The notice shown above the form when any field fails. */
  formInvalid: 'Please fix the errors in the form before submitting',
} as const;
