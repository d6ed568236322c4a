/**
 * Whether the editor's config still says what the content schemas say, read a second way: each schema as JSON Schema
 * (zod's own reading of it) against the config's fields, field by field. Each disagreement is one line naming the
 * collection and the field, e.g. 'speakers: "twitter" is in the schema but not in the editor'.
 */
import { z } from 'astro/zod';
import type { EditorCollection } from './config.ts';
import type { EditorField } from './fields.ts';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minItems?: number;
  maxItems?: number;
};

/** What the config says of one field, in terms both readings share. */
interface Reading {
  kind: string;
  required: boolean;
  options?: string;
  min?: number;
  max?: number;
}

const sorted = (values: readonly unknown[]) => JSON.stringify([...values].map(String).sort());

/** Every field of a JSON Schema by path: 'comments.*.name'; a union's members as 'schedule.*<sessions>.venue'. */
function fromJsonSchema(schema: JsonSchema, path: string, required: boolean, out: Map<string, Reading>): void {
  const members = schema.oneOf ?? schema.anyOf;
  if (members) {
    for (const member of members) {
      const kind = Object.values(member.properties ?? {}).find((p) => p.const !== undefined)?.const;
      const key = Object.entries(member.properties ?? {}).find(([, p]) => p.const !== undefined)?.[0];
      objectFields({ ...member, properties: omit(member.properties, key) }, `${path}<${String(kind)}>`, out);
    }
    return;
  }
  if (schema.type === 'object') {
    if (path) out.set(path, { kind: 'object', required });
    objectFields(schema, path, out);
  } else if (schema.type === 'array') {
    const items = schema.items ?? {};
    const choice = items.type === 'string' && items.enum;
    out.set(path, {
      kind: choice ? 'choices' : 'list',
      required: required && (schema.minItems ?? 0) > 0,
      ...(choice && { options: sorted(items.enum!) }),
      ...(schema.minItems && { min: schema.minItems }),
      ...(schema.maxItems !== undefined && { max: schema.maxItems }),
    });
    // An item's fields are the list's ('comments.*.name'); the item itself is no field of its own.
    if (items.type === 'object') objectFields(items, `${path}.*`, out);
    else if (!choice) fromJsonSchema(items, `${path}.*`, true, out);
  } else {
    const kind = schema.type === 'integer' ? 'number' : (schema.type ?? 'any');
    out.set(path, { kind, required, ...(schema.enum && { options: sorted(schema.enum) }) });
  }
}

function objectFields(schema: JsonSchema, path: string, out: Map<string, Reading>): void {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(name) ?? false;
    fromJsonSchema(property, path ? `${path}.${name}` : name, required, out);
  }
}

const omit = (properties: Record<string, JsonSchema> | undefined, key: string | undefined) =>
  Object.fromEntries(Object.entries(properties ?? {}).filter(([name]) => name !== key));

/** The kind of value each widget writes; a relation writes the kind of the field it points at. */
const WIDGET_KINDS: Record<string, string> = {
  string: 'string',
  text: 'string',
  image: 'string',
  datetime: 'string',
  number: 'number',
  boolean: 'boolean',
};

/** Every field of the config by the same paths. */
function fromFields(fields: readonly EditorField[], path: string, out: Map<string, Reading>, kindOf: KindOf): void {
  for (const field of fields) {
    const at = path ? `${path}.${field.name}` : field.name;
    const required = field.required !== false;
    if (field.widget === 'object') {
      out.set(at, { kind: 'object', required });
      fromFields(field.fields as EditorField[], at, out, kindOf);
    } else if (field.widget === 'list' || (field.widget === 'select' && field.multiple === true)) {
      listReading(field, at, out, kindOf);
    } else if (field.widget === 'select') {
      out.set(at, { kind: 'string', required, options: sorted(field.options as string[]) });
    } else {
      const kind = field.widget === 'relation' ? kindOf(field) : WIDGET_KINDS[field.widget];
      out.set(at, { kind: kind ?? `a ${field.widget} field`, required });
    }
  }
}

function listReading(field: EditorField, at: string, out: Map<string, Reading>, kindOf: KindOf): void {
  const choice = field.widget === 'select';
  out.set(at, {
    kind: choice ? 'choices' : 'list',
    required: field.required !== false,
    ...(choice && { options: sorted(field.options as string[]) }),
    ...(typeof field.min === 'number' && field.min > 0 && { min: field.min }),
    ...(typeof field.max === 'number' && { max: field.max }),
  });
  if (field.types) {
    for (const type of field.types as EditorField[]) {
      fromFields(type.fields as EditorField[], `${at}.*<${type.name}>`, out, kindOf);
    }
  } else if (field.fields) {
    fromFields(field.fields as EditorField[], `${at}.*`, out, kindOf);
  } else if (field.field) {
    const item = field.field as EditorField;
    const inner = new Map<string, Reading>();
    fromFields([item], '', inner, kindOf);
    out.set(`${at}.*`, inner.get(item.name)!);
  }
}

type KindOf = (relation: EditorField) => string;

/** How a collection's entries sit in its config: the blog's fields, a data file's top-level list, or one object. */
function entryFields(collection: EditorCollection): { fields: EditorField[]; root?: EditorField } {
  if (!collection.files) return { fields: (collection.fields as EditorField[]).filter((f) => f.name !== 'body') };
  const [file] = collection.files as { fields: EditorField[] }[];
  const root = file!.fields.find((field) => field.root === true);
  return { fields: file!.fields, root };
}

/** The editor's field paths of one collection, the entry's own fields at the top. */
function configReadings(collection: EditorCollection, kindOf: KindOf): Map<string, Reading> {
  const { fields, root } = entryFields(collection);
  const out = new Map<string, Reading>();
  if (!root) {
    fromFields(fields, '', out, kindOf);
    return out;
  }
  const listed = new Map<string, Reading>();
  listReading(root, '', listed, kindOf);
  // Paths of the list's items, without the list's own '' and '.*' prefix.
  for (const [path, reading] of listed) {
    if (path === '') continue;
    out.set(path.replace(/^\.\*(?=<)/, '').replace(/^\.\*\./, ''), reading);
  }
  return out;
}

/** The schema's field paths, the entry's own fields at the top (a union's members as '<kind>.field'). */
function schemaReadings(schema: z.ZodType): Map<string, Reading> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const out = new Map<string, Reading>();
  fromJsonSchema(json, '', true, out);
  return out;
}

const describe = (reading: Reading) =>
  `${reading.required ? 'a required' : 'an optional'} ${reading.kind}` +
  (reading.min !== undefined ? ` of at least ${reading.min}` : '') +
  (reading.max !== undefined ? ` of at most ${reading.max}` : '');

/**
 * Every disagreement between the schemas (by the editor's collection name) and the editor's collections, one line
 * each; none when they agree.
 */
export function editorDrift(schemas: Record<string, z.ZodType>, collections: readonly EditorCollection[]): string[] {
  const byName = new Map(collections.map((collection) => [collection.name, collection]));
  const kindOf: KindOf = (relation) => {
    const target = byName.get(relation.collection as string);
    const path = String(relation.value_field).replace(/^[^.]+\.\*\./, '');
    return (target && configReadings(target, kindOf).get(path)?.kind) ?? `a relation to a missing field`;
  };
  const lines: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const collection = byName.get(name);
    if (!collection) {
      lines.push(`${name}: the collection is not in the editor`);
      continue;
    }
    const wanted = schemaReadings(schema);
    const given = configReadings(collection, kindOf);
    for (const [path, reading] of wanted) {
      const editor = given.get(path);
      if (!editor) {
        lines.push(`${name}: "${path}" is in the schema but not in the editor`);
      } else if (describe(editor) !== describe(reading)) {
        lines.push(`${name}: "${path}" is ${describe(reading)} in the schema but ${describe(editor)} in the editor`);
      } else if (editor.options !== reading.options) {
        lines.push(
          `${name}: "${path}" offers ${editor.options} in the editor but the schema allows ${reading.options}`,
        );
      }
    }
    for (const path of given.keys()) {
      if (!wanted.has(path)) lines.push(`${name}: "${path}" is in the editor but not in the schema`);
    }
  }
  for (const collection of collections) {
    if (!(collection.name in schemas)) lines.push(`${collection.name}: the editor has a collection no schema defines`);
  }
  return lines;
}
