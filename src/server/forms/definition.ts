import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FIELD_FORMATS, FormFieldSchema } from '../../shared/form-field.ts';

/** Where the application form is defined; editors change it and restart the server. */
const FORM_DEFINITION_PATH = fileURLToPath(new URL('../../../content/application-form.json', import.meta.url));

/**
 * One field in content/application-form.json: the shared field (src/shared/form-field.ts) less its section,
 * which the file gives by nesting, plus whether reviewers may read it.
 */
const FieldDefinition = FormFieldSchema.omit({ formSectionId: true }).extend({
  /**
   * Whether reviewers may read the answer (blind review). Required, never defaulted: a field added without a
   * decision must stop the build rather than reach reviewers or be hidden by accident.
   */
  visibleToReviewers: z.boolean({ error: 'visibleToReviewers is required: true or false (may reviewers read it?)' }),
  onHover: FormFieldSchema.shape.onHover.default(''),
  options: FormFieldSchema.shape.options.default(''),
  dependsOn: z.string().optional(),
  format: z.enum(FIELD_FORMATS).optional(),
});

const SectionDefinition = z.object({
  id: z.number().int().positive(),
  sectionName: z.string().min(1),
  sectionOrder: z.number().int(),
  formFields: z.array(FieldDefinition),
});

/** The whole file: sections with their fields; ids and names must be unique, selects need options. */
export const FormDefinitionSchema = z
  .object({ sections: z.array(SectionDefinition).min(1) })
  .superRefine((def, ctx) => {
    const fields = def.sections.flatMap((s) => s.formFields);
    const dup = (values: unknown[]) => values.find((v, i) => values.indexOf(v) !== i);
    const dupSection = dup(def.sections.map((s) => s.id));
    if (dupSection !== undefined) ctx.addIssue({ code: 'custom', message: `Duplicate section id ${dupSection}` });
    const dupId = dup(fields.map((f) => f.id));
    if (dupId !== undefined) ctx.addIssue({ code: 'custom', message: `Duplicate field id ${dupId}` });
    const dupName = dup(fields.map((f) => f.name));
    if (dupName !== undefined) ctx.addIssue({ code: 'custom', message: `Duplicate field name ${dupName}` });
    for (const f of fields) {
      if (f.fieldType === 'select' && !f.options)
        ctx.addIssue({ code: 'custom', message: `Select ${f.name} has no options` });
      if (f.dependsOn && !fields.some((o) => o.name === f.dependsOn && o.fieldType === 'checkbox')) {
        ctx.addIssue({ code: 'custom', message: `${f.name} depends on ${f.dependsOn}, which is not a checkbox` });
      }
    }
  });
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/** Reads and validates the form definition; a bad file stops start-up naming the problem. */
export async function loadFormDefinition(file = FORM_DEFINITION_PATH): Promise<FormDefinition> {
  const raw = JSON.parse(await readFile(file, 'utf8'));
  const result = FormDefinitionSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${issuePlace(raw, i.path)}: ${i.message}`);
    throw new Error(`Invalid form definition ${path.relative(process.cwd(), file)}:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Where an issue is, with the name of the field it is in: `sections.1.formFields.4.label (field "cofounderName")`. */
function issuePlace(raw: unknown, at: PropertyKey[]): string {
  const place = at.map(String).join('.') || '(file)';
  const [sections, s, fields, f] = at;
  if (sections !== 'sections' || fields !== 'formFields') return place;
  const field = (raw as { sections?: { formFields?: { name?: unknown }[] }[] }).sections?.[Number(s)]?.formFields?.[
    Number(f)
  ];
  return typeof field?.name === 'string' ? `${place} (field "${field.name}")` : place;
}
