import { asc, eq } from 'drizzle-orm';
import type { FormField, FormSection } from '../../shared/api-types.ts';
import type { Db } from '../db/client.ts';
import { formFields, formSections } from '../db/schema.ts';

/** Every field of the application form as stored (seed.ts puts it there at start-up), by section then position. */
export async function listFormFields(db: Db): Promise<FormField[]> {
  const rows = await db
    .select({
      id: formFields.id,
      name: formFields.name,
      label: formFields.label,
      fieldType: formFields.fieldType,
      isRequired: formFields.isRequired,
      fieldOrder: formFields.fieldOrder,
      onHover: formFields.onHover,
      options: formFields.options,
      formSectionId: formFields.formSectionId,
      dependsOn: formFields.dependsOn,
      format: formFields.format,
    })
    .from(formFields)
    .innerJoin(formSections, eq(formSections.id, formFields.formSectionId))
    .orderBy(asc(formSections.sectionOrder), asc(formFields.fieldOrder), asc(formFields.id));
  return rows;
}

/** The sections with their fields nested (`formFields`), in order. */
export async function listFormSections(db: Db): Promise<FormSection[]> {
  const [sections, fields] = await Promise.all([
    db.select().from(formSections).orderBy(asc(formSections.sectionOrder), asc(formSections.id)),
    listFormFields(db),
  ]);
  return sections.map((s) => ({
    id: s.id,
    sectionName: s.sectionName,
    formFields: fields.filter((f) => f.formSectionId === s.id),
  }));
}
