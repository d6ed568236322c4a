/**
 * Every message the portal and its API show, in one catalogue read by the browser and the server.
 * Spec messages (sections 5 and 8) are copied exactly, typos included ('industy'). Browser-safe.
 */

/** Sign-in: field checks, the API's answers and the page's toasts (spec sections 5 and 8). */
export const SIGN_IN_MESSAGES = {
  phoneRequired: 'Please enter phone number',
  phoneInvalid: 'Phone number must be exactly 10 digits',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  otpSent: 'OTP sent successfully to your mobile number',
  otpSendFailed: 'Failed to send OTP',
  otpSendError: 'An error occurred while sending OTP',
  loginSuccess: 'Login successful',
  otpVerifyFailed: 'OTP verification failed',
  otpVerifyError: 'An error occurred while verifying OTP',
  /** On /login when a portal page sent a signed-out visitor there. */
  signInToContinue: 'Please sign in to continue',
} as const;

/** The API's refusals of a send or a check of a one-time code. */
export const OTP_MESSAGES = {
  sent: SIGN_IN_MESSAGES.otpSent,
  cooldown: 'Please wait before requesting another OTP',
  hourlyCap: 'Too many OTP requests for this number. Please try again later',
  ipCap: 'Too many OTP requests. Please try again later',
  sendFailed: SIGN_IN_MESSAGES.otpSendFailed,
  wrong: 'Invalid OTP. Please try again',
  expired: 'Invalid or expired OTP. Please request a new one',
  locked: 'Too many incorrect attempts. Please request a new OTP',
} as const;

/** Sessions: the API's 401s and what the site says when a session ends. */
export const AUTH_MESSAGES = {
  missing: SIGN_IN_MESSAGES.signInToContinue,
  invalid: 'Your session is invalid or has expired. Please sign in again',
  /** Shown on /login when a portal page finds the session gone and the server gave no reason. */
  expired: 'Your session has expired. Please sign in again',
  loggedOut: 'Logged out successfully',
} as const;

/** The participant profile (spec section 5), 'industy' included. */
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

/** The startup application (spec section 5, "Application"). */
export const APPLICATION_MESSAGES = {
  required: 'This field is required',
  fileRequired: 'This file is required',
  /** Not in the spec: the modal makes deck and video each optional, and at least one is needed. */
  deckOrVideo: 'Please attach a pitch deck or enter a video pitch link',
  videoUrl: 'Please enter a valid YouTube video URL (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)',
  /** Shown while typing, when the value is not a URL at all yet. */
  notAUrl: 'Please enter a valid URL (e.g., https://www.youtube.com)',
  /** When a file is picked. */
  fileTooLargeOnPick: 'File size exceeds 10MB',
  fileTypeOnPick: 'Unsupported file type',
  /** When the form is submitted (and the server's 413 / 415 messages). */
  fileTooLarge: 'File exceeds 10MB limit',
  fileType: 'Invalid file type',
  formInvalid: 'Please fix errors before submitting',
  submitted: 'Application submitted successfully',
  alreadySubmitted: 'You have already submitted an application',
  /** Not in the spec: a select value outside its options, a number field that is not a number. */
  invalidOption: 'Please choose one of the options',
  notANumber: 'Please enter a number',
  /** Under the draft: files cannot be kept in localStorage. */
  filesNotKept: 'Files are not kept on this device: attach your pitch deck again before you submit.',
} as const;

/** The portal pages' toasts from the spec's error catalogue (section 8). */
export const PORTAL_TOASTS = {
  profileCompleted: 'Profile completed successfully',
  profileCompleteFailed: 'Failed to complete profile',
  profileCompleteError: 'An error occurred while completing profile',
  profileFetched: 'Profile fetched successfully',
  profileFetchFailed: 'Failed to fetch profile',
  profileFetchError: 'An error occurred while fetching profile',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdateError: 'An error occurred while updating profile',
  formLoadFailed: 'Failed to load form sections',
  userLoadFailed: 'Failed to load user data',
  applicationNotCreated: 'Submission failed',
  applicationError: 'Error submitting form',
  applicationSubmitted: APPLICATION_MESSAGES.submitted,
  applicationServerError: 'An error occurred while submitting the application',
} as const;
