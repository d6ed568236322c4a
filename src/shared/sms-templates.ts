/**
 * Status SMS templates: placeholders, the rule a template must pass and how it is rendered. Shared by the
 * settings editor's live preview and the server, so both show and send the same text. Browser-safe.
 */
import { PLACE_MESSAGES } from './messages/places.ts';
import { TEMPLATE_MESSAGES } from './messages/templates.ts';
import { applicationPageOf, defaultAcceptedTemplate, defaultStatusTemplate } from './messages/status-sms.ts';
import { type ApplicationStatus, STATUS_LABELS } from './organiser-labels.ts';
import { withoutSignInLine } from './sign-in-line.ts';

export const TEMPLATE_PLACEHOLDERS = ['name', 'startup', 'status', 'confirmBy', 'link'] as const;
export type TemplateValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

/** Statuses applicants are texted about, each with its own template. */
export const TEXTED_DECISIONS = [
  'SHORTLISTED',
  'WAITLISTED',
  'REJECTED',
  'ACCEPTED',
] as const satisfies readonly ApplicationStatus[];
export type TextedStatus = (typeof TEXTED_DECISIONS)[number];
export type StatusTemplates = Record<TextedStatus, string>;

const TEMPLATE_MAX_LENGTH = 640;

/** What every texted status sends until an organiser saves its own template. */
export const defaultTemplates = (eventName: string): StatusTemplates => ({
  ...(Object.fromEntries(TEXTED_DECISIONS.map((s) => [s, defaultStatusTemplate(eventName)])) as StatusTemplates),
  ACCEPTED: defaultAcceptedTemplate(eventName),
});

/** The values of one applicant's message: `confirmBy` is '' when nothing waits for their answer. */
export function templateValues(
  status: ApplicationStatus,
  siteUrl: string,
  applicant: { name: string; startup: string; confirmBy?: string },
): TemplateValues {
  return {
    name: applicant.name,
    startup: applicant.startup,
    status: STATUS_LABELS[status],
    confirmBy: applicant.confirmBy ?? '',
    link: applicationPageOf(siteUrl),
  };
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** What an acceptance must say, in any case: founders not told that action is required often never confirm. */
const ACTION_REQUIRED = /action required/i;

/**
 * Why `template` cannot be saved for `status`, or '' when it can. An acceptance must name its deadline and say
 * "Action required". '#' is refused outright: a sign-in SMS ends with the WebOTP line `@host #code`, which no status
 * message may look like (rendered texts are also cleared of it, see sign-in-line.ts).
 */
export function templateProblem(template: string, status?: TextedStatus): string {
  if (!template.trim()) return TEMPLATE_MESSAGES.empty;
  if (template.length > TEMPLATE_MAX_LENGTH) return TEMPLATE_MESSAGES.tooLong;
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name!))
      return TEMPLATE_MESSAGES.unknownPlaceholder(name!);
  }
  if (template.includes('#')) return TEMPLATE_MESSAGES.hash;
  if (status === 'ACCEPTED' && !template.includes('{confirmBy}')) return PLACE_MESSAGES.acceptedNeedsDeadline;
  if (status === 'ACCEPTED' && !ACTION_REQUIRED.test(template)) return PLACE_MESSAGES.acceptedNeedsAction;
  return '';
}

/**
 * `template` with each placeholder replaced by its value (values without '#', see templateProblem), and nothing in
 * the result that reads as a sign-in code's line (sign-in-line.ts).
 */
export const renderTemplate = (template: string, values: TemplateValues): string =>
  withoutSignInLine(
    template.replace(PLACEHOLDER, (whole, name: string) =>
      name in values ? values[name as keyof TemplateValues].replaceAll('#', '') : whole,
    ),
  );
