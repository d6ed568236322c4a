import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { editorCollections, editorSchemas, type EditorCollection } from './config.ts';
import { editorDrift } from './drift.ts';

/** The generated collections with one collection's entry fields changed by `change`. */
function withEntryFields(name: string, change: (fields: Record<string, unknown>[]) => Record<string, unknown>[]) {
  return editorCollections().map((collection): EditorCollection => {
    if (collection.name !== name) return collection;
    const [file] = collection.files as { fields: { fields: Record<string, unknown>[] }[] }[];
    const [list] = file!.fields;
    return { ...collection, files: [{ ...file, fields: [{ ...list, fields: change(list!.fields) }] }] };
  });
}

describe('the content editor config made from the content schemas', () => {
  it('agrees with every schema, field by field', () => {
    expect(editorDrift(editorSchemas(), editorCollections())).toEqual([]);
  });

  it('lists every collection editors need, and neither the application form nor the rubric', () => {
    expect(editorCollections().map((collection) => collection.name)).toEqual([
      'posts',
      'speakers',
      'schedule',
      'faqs',
      'gallery',
      'tickets',
      'site',
    ]);
    expect(JSON.stringify(editorCollections())).not.toMatch(/application-form|review-rubric/);
  });

  it("names the collection and field of a schema's field the editor lacks", () => {
    const schemas = editorSchemas();
    const speakers = (schemas.speakers as z.ZodObject).extend({ twitter: z.string() });
    expect(editorDrift({ ...schemas, speakers }, editorCollections())).toEqual([
      'speakers: "twitter" is in the schema but not in the editor',
    ]);
  });

  it('names a field the editor has and the schema does not, and one the editor lets go while the schema requires it', () => {
    const collections = withEntryFields('faqs', (fields) => [
      ...fields.map((field) => (field.name === 'title' ? { ...field, required: false } : field)),
      { name: 'answeredBy', label: 'Answered by', widget: 'string' },
    ]);
    expect(editorDrift(editorSchemas(), collections)).toEqual([
      'faqs: "title" is a required string in the schema but an optional string in the editor',
      'faqs: "answeredBy" is in the editor but not in the schema',
    ]);
  });

  it("names a session's speaker when it no longer picks a speaker's id", () => {
    const byName = editorCollections().map((collection) =>
      JSON.parse(JSON.stringify(collection).replace('"speakers.*.id"', '"speakers.*.name"')),
    );
    expect(editorDrift(editorSchemas(), byName)).toEqual([
      'schedule: "<sessions>.tabData.*.speaker" is a required number in the schema but a required string in the editor',
    ]);
  });
});
