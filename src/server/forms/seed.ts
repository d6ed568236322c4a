import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formFields, formSections } from '../db/schema.ts';
import type { FormDefinition } from './definition.ts';

const SEED_LOCK = 4_321_002;

/**
 * Makes the stored form match the definition: upserts every section and field by id and deletes
 * the ones no longer defined. Runs at every start-up, so editing the JSON and restarting updates the form.
 * Submissions keep their own snapshot of labels and values, so removing a field loses nothing.
 */
export async function seedForm(db: Db, def: FormDefinition): Promise<void> {
  await db.transaction(async (tx) => {
    // Several processes may start at once on one Postgres; let them take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const sectionIds = def.sections.map((s) => s.id);
    const fields = def.sections.flatMap((s) =>
      s.formFields.map((f) => ({
        id: f.id,
        formSectionId: s.id,
        name: f.name,
        label: f.label,
        fieldType: f.fieldType,
        isRequired: f.isRequired,
        fieldOrder: f.fieldOrder,
        onHover: f.onHover,
        options: f.options,
        dependsOn: f.dependsOn ?? null,
        format: f.format ?? null,
      })),
    );
    // Fields first out, so a renamed field can take over a name another id used to hold.
    await tx.delete(formFields).where(
      notInArray(
        formFields.id,
        fields.map((f) => f.id),
      ),
    );
    await tx.delete(formSections).where(notInArray(formSections.id, sectionIds));
    for (const s of def.sections) {
      const row = { id: s.id, sectionName: s.sectionName, sectionOrder: s.sectionOrder };
      await tx.insert(formSections).values(row).onConflictDoUpdate({ target: formSections.id, set: row });
    }
    // Names are unique: clear them before re-assigning so swapping two names doesn't collide.
    await tx.update(formFields).set({ name: sql`'~' || ${formFields.id}` });
    for (const f of fields) {
      await tx.insert(formFields).values(f).onConflictDoUpdate({ target: formFields.id, set: f });
    }
  });
}
