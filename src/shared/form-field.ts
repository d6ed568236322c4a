/**
 * The application form's field, defined once: the editors' file (content/application-form.json), the
 * `form_fields` rows, the API's answers and the form rules all take their shape from these schemas.
 * Browser-safe.
 */
import { z } from 'zod';

const FIELD_TYPES = ['text', 'number', 'file', 'textarea', 'select', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** 'youtube': the value must be a YouTube watch or short link. */
export const FIELD_FORMATS = ['youtube'] as const;
export type FieldFormat = (typeof FIELD_FORMATS)[number];

/** One field of the application form, as the API answers it (GET /api/formfield-list). */
export const FormFieldSchema = z.object({
  /** Stable id: submissions refer to fields by it. Never reuse one for a different field. */
  id: z.number().int().positive(),
  /** Key in the submission, e.g. 'fullName', 'pitchDeck'; file parts of a submission are named by it. */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  label: z.string().min(1),
  fieldType: z.enum(FIELD_TYPES),
  isRequired: z.boolean(),
  /** Position within its section, from 1. */
  fieldOrder: z.number().int(),
  /** Help text shown on hover. */
  onHover: z.string(),
  /** Comma-separated choices for selects; '' otherwise. */
  options: z.string(),
  formSectionId: z.number().int().positive(),
  /** A checkbox's name: this field is required only while that checkbox is ticked (the co-founder fields). */
  dependsOn: z.string().nullable(),
  format: z.enum(FIELD_FORMATS).nullable(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

/** The minimum a form rule needs to know about a field. */
export type FieldRuleInput = Pick<FormField, 'name' | 'fieldType' | 'isRequired'> &
  Partial<Pick<FormField, 'dependsOn' | 'format' | 'options'>>;

/** One stored answer (the `answers` JSON of a submission and of each version): a snapshot of the field's label. */
export const SubmissionAnswerSchema = z.object({
  fieldId: z.number().int(),
  name: z.string(),
  label: z.string(),
  value: z.string(),
});
export type SubmissionAnswer = z.infer<typeof SubmissionAnswerSchema>;
