/**
 * Rules of the startup application form (docs/spec.md §5, "Application"), shared by the
 * application island and `POST /api/create-submission`. Browser-safe: no Node imports.
 */
import type { FieldRuleInput } from './form-field.ts';
import { APPLICATION_MESSAGES } from './messages/application.ts';

/** Largest accepted upload: 10 MiB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What the pitch deck picker offers (spec: "The picker accepts only .pdf"). */
export const PITCH_DECK_ACCEPT = '.pdf';

/** The co-founder fields count as required only when this checkbox is ticked. */
export const COFOUNDER_TOGGLE = 'hasCofounders';

/** The pitch: a deck file and a video link (docs/spec.md §3's named keys). */
export const PITCH_DECK = 'pitchDeck';
export const VIDEO_PITCH = 'videoPitch';

/**
 * The apply modal's promise (docs/spec.md §2): the deck and the video link are each optional, and an
 * application carries at least one. Returns the fields to mark with 'Please attach a pitch deck or
 * enter a video pitch link', or none. Forms without both fields are not affected.
 */
export function missingPitchFields(
  fieldNames: readonly string[],
  values: Record<string, unknown>,
  deckAttached: boolean,
): string[] {
  if (!fieldNames.includes(PITCH_DECK) || !fieldNames.includes(VIDEO_PITCH)) return [];
  return deckAttached || isFilled(values[VIDEO_PITCH]) ? [] : [PITCH_DECK, VIDEO_PITCH];
}

const VIDEO_ID = '[A-Za-z0-9_-]{11}';
const WATCH_RE = new RegExp(`^https?://(www\\.|m\\.)?youtube\\.com/watch\\?(.*&)?v=${VIDEO_ID}(&.*)?(#.*)?$`);
const SHORT_RE = new RegExp(`^https?://youtu\\.be/${VIDEO_ID}([?#].*)?$`);

/** A watch link (youtube.com/watch?v=…, www./m. too) or a youtu.be short link, each with an 11-character id. */
export function isVideoPitchUrl(value: string): boolean {
  const v = value.trim();
  return WATCH_RE.test(v) || SHORT_RE.test(v);
}

/** Looks like a URL at all (used for the while-typing message). */
function looksLikeUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The message for a video pitch value, or undefined when it is fine (empty is fine: the field is optional).
 * `typing` picks the gentler 'not a URL' message while the user is still typing.
 */
export function videoPitchError(value: string, typing = false): string | undefined {
  const v = value.trim();
  if (v === '' || isVideoPitchUrl(v)) return undefined;
  if (typing && !looksLikeUrl(v)) return APPLICATION_MESSAGES.notAUrl;
  return APPLICATION_MESSAGES.videoUrl;
}

/** A checkbox value as the form sends it ('true' when ticked). */
export function isTicked(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on';
}

/** Whether a text value counts as filled in. */
function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * Whether `field` must be filled given the other values: isRequired, and if it depends on a
 * checkbox (the co-founder fields on hasCofounders), only while that checkbox is ticked.
 */
export function isFieldRequired(field: FieldRuleInput, values: Record<string, unknown>): boolean {
  if (!field.isRequired) return false;
  return field.dependsOn ? isTicked(values[field.dependsOn]) : true;
}

/**
 * The message for one non-file field's value, or undefined when it is fine.
 * Required checkboxes must be ticked; selects must hold one of `options` (comma-separated).
 */
export function fieldValueError(
  field: FieldRuleInput,
  value: string,
  values: Record<string, unknown>,
): string | undefined {
  const required = isFieldRequired(field, values);
  if (field.fieldType === 'checkbox') return required && !isTicked(value) ? APPLICATION_MESSAGES.required : undefined;
  if (value.trim() === '') return required ? APPLICATION_MESSAGES.required : undefined;
  if (field.format === 'youtube') return videoPitchError(value);
  if (field.fieldType === 'select' && field.options) {
    const options = field.options.split(',').map((o) => o.trim());
    if (!options.includes(value.trim())) return APPLICATION_MESSAGES.invalidOption;
  }
  if (field.fieldType === 'number' && !/^-?\d+(\.\d+)?$/.test(value.trim())) return APPLICATION_MESSAGES.notANumber;
  return undefined;
}
