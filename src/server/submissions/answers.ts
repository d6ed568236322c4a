import { z } from 'zod';
import { fieldValueError, isFieldRequired, missingPitchFields, PITCH_DECK } from '../../shared/application-rules.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import type { FormField } from '../../shared/api-types.ts';
import { fail } from '../errors.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';

/** A file a field holds: one just received, or (in an edit) the one it kept. */
export interface KnownFile {
  originalName: string;
}

/** The `fields` part: `[{fieldId, value, name?}]`; values arrive as text, numbers and booleans are tolerated. */
const FieldsPartSchema = z
  .array(
    z.object({
      fieldId: z.union([z.number().int(), z.string().regex(/^\d{1,9}$/)]).transform(Number),
      value: z
        .union([z.string(), z.number(), z.boolean(), z.null()])
        .optional()
        .transform((v) => (v == null ? '' : String(v))),
      name: z.string().max(300).optional(),
    }),
  )
  .max(200);

const MAX_VALUE_LENGTH = 10_000;

/** Parses the `fields` JSON text; a missing part is an empty list (every required field then fails). */
export function parseFieldsPart(json: string | undefined): z.output<typeof FieldsPartSchema> {
  if (json === undefined) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw fail(400, API_MESSAGES.fieldsPartNotJson);
  }
  const result = FieldsPartSchema.safeParse(raw);
  if (!result.success) throw fail(400, API_MESSAGES.fieldsPartShape);
  return result.data;
}

/**
 * Checks the answers and files against the stored form definition: required fields (the co-founder
 * ones only when hasCofounders is ticked), the video link, select options, required files, and a deck
 * or a video link at least.
 * Returns the answers to store; throws 400 with `errors: {fieldName: message}` when anything fails.
 */
export function checkAnswers(
  fields: readonly FormField[],
  entries: ReturnType<typeof parseFieldsPart>,
  files: ReadonlyMap<string, KnownFile>,
): SubmissionAnswer[] {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const byName = new Map(fields.map((f) => [f.name, f]));
  const values: Record<string, string> = {};
  for (const entry of entries) {
    // Entries name their field by id; a name that matches a field is accepted when the id is unknown.
    const field = byId.get(entry.fieldId) ?? (entry.name ? byName.get(entry.name) : undefined);
    if (field && field.fieldType !== 'file') values[field.name] = entry.value.trim();
  }

  const errors: Record<string, string> = {};
  const answers: SubmissionAnswer[] = [];
  for (const field of fields) {
    if (field.fieldType === 'file') {
      const file = files.get(field.name);
      if (!file && isFieldRequired(field, values)) errors[field.name] = APPLICATION_MESSAGES.fileRequired;
      answers.push({ fieldId: field.id, name: field.name, label: field.label, value: file?.originalName ?? '' });
      continue;
    }
    const value = values[field.name] ?? '';
    const error =
      value.length > MAX_VALUE_LENGTH
        ? API_MESSAGES.valueTooLong(MAX_VALUE_LENGTH)
        : fieldValueError(field, value, values);
    if (error) errors[field.name] = error;
    answers.push({ fieldId: field.id, name: field.name, label: field.label, value });
  }
  const names = fields.map((f) => f.name);
  for (const name of missingPitchFields(names, values, files.has(PITCH_DECK))) {
    errors[name] ??= APPLICATION_MESSAGES.deckOrVideo;
  }
  if (Object.keys(errors).length > 0) throw fail(400, APPLICATION_MESSAGES.formInvalid, { errors });
  return answers;
}
