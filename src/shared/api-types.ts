/**
 * Shapes of the API's answers (docs/spec.md §3 and §7), as zod schemas so the islands can parse
 * what they receive and the API tests can check what it sends. Browser-safe.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES, ApplicantStatusSchema, ROLES } from './organiser-schemas.ts';
import { DRAFT_MESSAGES } from './messages/draft.ts';
import { OTP_MESSAGES, SIGN_IN_MESSAGES } from './messages/sign-in.ts';
import { INDIAN_MOBILE_RE, normaliseMobile } from './mobile.ts';
import { FormFieldSchema, SubmissionAnswerSchema } from './form-field.ts';

/** The user object every call returns. */
export const UserSchema = z.object({
  id: z.number().int(),
  /** 10-digit mobile number the user signed in with. */
  mobile: z.string(),
  name: z.string(),
  /** Null until the profile is saved. */
  age: z.number().int().nullable(),
  gender: z.string(),
  email: z.string(),
  state: z.string(),
  city: z.string(),
  education: z.string(),
  ethnicity: z.string(),
  isEmailOptIn: z.boolean(),
  isJITOMember: z.boolean(),
  /** Chapter name without zone; '' for non-members. */
  JITOChapter: z.string(),
  heardFrom: z.string(),
  /** 'ORGANISER' / 'REVIEWER' / 'JUDGE' for the staff (environment lists and workspace invitations); else 'PARTICIPATOR'. */
  role: z.enum(ROLES),
  /** True once a valid complete profile has been saved. */
  isProfileCompleted: z.boolean(),
  /** True while the user has a live application: false again once it is withdrawn (they may apply again). */
  isApplicationSubmitted: z.boolean(),
  /** The privacy notice version last accepted (null before any): the forms ask again when the notice's differs. */
  privacyNoticeVersion: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** The startup half of the profile: `startUpInfo` in GET answers, `startup` in POST answers. */
const StartUpInfoSchema = z.object({
  name: z.string(),
  industry: z.string(),
  stage: z.string(),
  teamSize: z.string(),
  summary: z.string(),
  website: z.string(),
  linkedIn: z.string(),
});
export type StartUpInfo = z.infer<typeof StartUpInfoSchema>;

export type { FormField } from './form-field.ts';

/** One section of the application form with its fields in order. */
const FormSectionSchema = z.object({
  id: z.number().int().positive(),
  sectionName: z.string(),
  formFields: z.array(FormFieldSchema),
});
export type FormSection = z.infer<typeof FormSectionSchema>;

/** `{message}`: POST /api/otp and POST /api/logout. */
export const MessageResponseSchema = z.object({ message: z.string() });

/** Every error answer: a readable message, per-field messages on a 400, the wait in seconds on a 429. */
export const ApiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  retryAfter: z.number().int().positive().optional(),
  /** 429 from POST /api/otp: nothing was sent; send again with a solved challenge (`altcha`). */
  challengeRequired: z.literal(true).optional(),
  /** With `challengeRequired`: the level to ask GET /api/otp/challenge?level= for. */
  powLevel: z.number().int().positive().optional(),
});

/** `{user, token, message}` from POST /api/verify-otp. */
export const VerifyOtpResponseSchema = z.object({
  user: UserSchema,
  token: z.string(),
  message: z.string(),
  /** Not in the spec: a decision waits unread, so sign-in lands on /application. */
  unseenDecision: z.boolean().optional(),
});

/** `{user, startUpInfo, applicationStatus, message}` from GET /api/user-details. */
export const UserDetailsResponseSchema = z.object({
  user: UserSchema,
  startUpInfo: StartUpInfoSchema,
  /** Where the application stands; null before submitting. */
  applicationStatus: ApplicantStatusSchema.nullable(),
  message: z.string(),
});

/** POST /api/user-details answers both readings of the spec: {user, token} and {user, startup}. */
export const SaveProfileResponseSchema = z.object({
  user: UserSchema,
  token: z.string(),
  startup: StartUpInfoSchema,
  startUpInfo: StartUpInfoSchema,
  message: z.string(),
});

/** GET /api/formsection-list. */
export const FormSectionListResponseSchema = z.object({ sections: z.array(FormSectionSchema) });
/** GET /api/formfield-list. */
export const FormFieldListResponseSchema = z.object({ formFields: z.array(FormFieldSchema) });

/** What was stored: 201 from POST /api/create-submission. */
export const SubmissionResponseSchema = z.object({
  message: z.string(),
  submission: z.object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    answers: z.array(SubmissionAnswerSchema),
    files: z.array(
      z.object({ fieldName: z.string(), originalName: z.string(), mimeType: z.string(), size: z.number().int() }),
    ),
  }),
});

/** The draft's answers by field name (PUT /api/application-draft `answers`). */
const DraftAnswersSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, DRAFT_MESSAGES.invalid),
    z.string({ error: DRAFT_MESSAGES.invalid }).max(10_000, DRAFT_MESSAGES.invalid),
    { error: DRAFT_MESSAGES.invalid },
  )
  .refine((answers) => Object.keys(answers).length <= 200, DRAFT_MESSAGES.invalid);

/**
 * Body of PUT /api/application-draft: the answers, and the revision of the draft they were made from (0: none yet).
 * With it, a save from a tab or device that missed another's save is refused (409 with the newer `draft`); without it,
 * the last save wins.
 */
export const DraftSaveSchema = z.object(
  {
    answers: DraftAnswersSchema,
    baseRevision: z.number({ error: DRAFT_MESSAGES.invalid }).int().min(0).optional(),
  },
  { error: DRAFT_MESSAGES.invalid },
);

/** The account's draft answers as a save builds on them: the 409 of a save made from an older revision carries it. */
const DraftRevisionSchema = z.object({
  answers: z.record(z.string(), z.string()),
  /** One more with each save of the answers; 0 before the first. */
  revision: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type DraftRevision = z.infer<typeof DraftRevisionSchema>;

/** GET /api/application-draft: the application being written, or null when there is none. */
export const ApplicationDraftSchema = z.object({
  draft: z
    .object({
      answers: z.record(z.string(), z.string()),
      /** One more with each save of the answers; 0 before the first: a save names the one it was made from. */
      revision: z.number().int(),
      /** The latest save of the answers or a file. */
      updatedAt: z.iso.datetime(),
      files: z.array(
        z.object({ fieldName: z.string(), originalName: z.string(), mimeType: z.string(), size: z.number().int() }),
      ),
    })
    .nullable(),
});
export type ApplicationDraft = z.infer<typeof ApplicationDraftSchema>;

/** GET /api/submission: the applicant's live application as it stands, and whether they may still change it. */
export const ApplicantSubmissionSchema = z.object({
  submission: z.object({
    id: z.uuid(),
    status: z.enum(APPLICATION_STATUSES),
    /** 1 as submitted, one more per edit. */
    version: z.number().int().positive(),
    /** Each answer with its label as the form had it when sent, so the page can show what was submitted. */
    answers: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
    files: z.array(z.object({ fieldName: z.string(), originalName: z.string(), size: z.number().int() })),
    editable: z.boolean(),
    /** Why it cannot be changed ('' while it can): the window is shut, or a decision is out. */
    editRefusal: z.string(),
  }),
});
export type ApplicantSubmission = z.infer<typeof ApplicantSubmissionSchema>;

/** 200 from PUT /api/submission: the version the edit made and the fields it changed. */
export const SubmissionEditResponseSchema = z.object({
  message: z.string(),
  version: z.number().int(),
  changed: z.array(z.object({ name: z.string(), label: z.string() })),
});

/**
 * A mobile number as people type, paste or autofill it ('+91 98765 43210', '098765-43210'), read as the
 * 10-digit Indian mobile it names. Numbers in JSON are accepted too.
 */
export const MobileSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' ? normaliseMobile(v) : v),
  z
    .string({ error: SIGN_IN_MESSAGES.phoneRequired })
    .min(1, SIGN_IN_MESSAGES.phoneRequired)
    .regex(/^\d{10}$/, SIGN_IN_MESSAGES.phoneInvalid)
    .regex(INDIAN_MOBILE_RE, SIGN_IN_MESSAGES.phoneNotMobile),
);

/** A one-time code: exactly 6 digits after trimming. */
export const OtpCodeSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string({ error: SIGN_IN_MESSAGES.otpInvalid }).regex(/^\d{6}$/, SIGN_IN_MESSAGES.otpInvalid),
);

/**
 * Body of POST /api/otp: `{mobile}`, or `{phoneNumber}` as the sign-in page's helper names it; `altcha`, a solved
 * challenge from GET /api/otp/challenge (base64 JSON), when the API asked for one.
 */
export const SendOtpRequestSchema = z
  .object({ mobile: z.unknown().optional(), phoneNumber: z.unknown().optional(), altcha: z.unknown().optional() })
  .transform((b): { mobile: unknown; altcha?: unknown } => ({ mobile: b.mobile ?? b.phoneNumber, altcha: b.altcha }))
  .pipe(
    z.object({
      mobile: MobileSchema,
      altcha: z.string({ error: OTP_MESSAGES.challengeInvalid }).max(4096, OTP_MESSAGES.challengeInvalid).optional(),
    }),
  );

/** 200 from POST /api/otp: the spec's `{message}`, and when the next code may be asked for. */
export const SendOtpResponseSchema = MessageResponseSchema.extend({
  /** Not in the spec: seconds until this number may have another code (it grows with each code). */
  resendAfter: z.number().int().positive(),
});

/** Body of POST /api/verify-otp: `{mobile, otp}` (phoneNumber accepted for mobile). */
export const VerifyOtpRequestSchema = z
  .object({ mobile: z.unknown().optional(), phoneNumber: z.unknown().optional(), otp: z.unknown().optional() })
  .transform((b) => ({ mobile: b.mobile ?? b.phoneNumber, otp: b.otp }))
  .pipe(z.object({ mobile: MobileSchema, otp: OtpCodeSchema }));
