/**
 * The privacy notice and terms (content/privacy.json), in English and Hindi: one schema, which the site's content
 * collection uses for /privacy, /terms and the notice on the profile forms, and the API parses at start-up for the
 * notice's `version` (what an applicant must have accepted before a profile is saved). Browser-safe: zod only.
 */
import { z } from 'zod';

const text = () => z.string().trim().min(1);

/** One line of the itemised notice: a kind of personal data and what happens to it. */
const NoticeItemSchema = z.strictObject({
  /** What is collected, e.g. 'Mobile number'. */
  data: text(),
  /** Why it is collected. */
  purpose: text(),
  /** Who sees it. */
  seenBy: text(),
  /** How long it is kept. */
  keptFor: text(),
});

/** A choice apart from the notice, given and withdrawn on /profile (e.g. e-mail news). */
const OptionalPurposeSchema = z.strictObject({
  /** Its name, e.g. 'E-mail news'. */
  name: text(),
  /** What it is and how to withdraw it. */
  text: text(),
});

/** A heading and its paragraph (the terms, the rights). */
const SectionSchema = z.strictObject({
  heading: text(),
  text: text(),
});

/** The notice and terms in one language. */
const LocalisedPrivacySchema = z.strictObject({
  /** The language's own name, for the language switch, e.g. 'हिन्दी'. */
  languageName: text(),
  /** Heading of the notice, e.g. 'Privacy notice'. */
  noticeTitle: text(),
  /** The paragraph before the items: who collects the data. */
  intro: text(),
  /** The table's column headings. */
  columns: z.strictObject({ data: text(), purpose: text(), seenBy: text(), keptFor: text() }),
  /** Every kind of personal data the portal collects. */
  items: z.array(NoticeItemSchema).min(1),
  /** Heading of the optional purposes. */
  optionalTitle: text(),
  optional: z.array(OptionalPurposeSchema),
  /** How to withdraw consent, how to use one's rights, how to complain. */
  rights: z.array(SectionSchema).min(1),
  /** Heading of the grievance contact. */
  grievanceTitle: text(),
  /** The box the applicant ticks to accept the notice. */
  acceptLabel: text(),
  /** The terms of use (/terms). */
  termsTitle: text(),
  terms: z.array(SectionSchema).min(1),
});

/** content/privacy.json. */
export const PrivacyContentSchema = z.strictObject({
  /** The notice's version: change it whenever the notice changes, and every applicant is asked to accept it again. */
  version: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, 'Letters, digits, dots, dashes or underscores, at most 40'),
  /** The day this version was published, YYYY-MM-DD. */
  updatedOn: z.iso.date(),
  /** The grievance officer (Rule 9): who answers privacy requests and complaints. */
  grievanceOfficer: z.strictObject({
    name: text(),
    email: z.email(),
    phone: text(),
    address: text(),
  }),
  en: LocalisedPrivacySchema,
  hi: LocalisedPrivacySchema,
});
export type PrivacyContent = z.infer<typeof PrivacyContentSchema>;
/** The notice's languages, in the order the switch shows them. */
export const PRIVACY_LANGUAGES = ['en', 'hi'] as const;
export type PrivacyLanguage = (typeof PRIVACY_LANGUAGES)[number];
