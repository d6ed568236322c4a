/**
 * A content schema read as the editor's form: each zod field becomes a Sveltia CMS field of the same name, required
 * unless the schema lets it be left out, with the input its type and its editor hint (schemas/editor-hints.ts) call
 * for. A type with no form here stops the build naming the field, so a new kind of field cannot slip out of /admin/.
 */
import type { z } from 'astro/zod';
import { editorHints, type EditorHint } from '../schemas/editor-hints.ts';

/** One field of the editor's form, as Sveltia CMS reads it from config.yml. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  [option: string]: unknown;
}

/** Where a collection's pictures go: the folder in the repository, and the path entries write (relative to them). */
export interface MediaFolders {
  media_folder: string;
  public_folder: string;
}

/** How the fields of one collection are built: its pictures' folders and where relations point. */
export interface FormContext {
  /** The collection, for error messages. */
  collection: string;
  /** Each relation's target: the Sveltia collection and file that list the entries, and their field names. */
  relations: Record<Extract<EditorHint, { input: 'relation' }>['collection'], RelationTarget>;
}

interface RelationTarget {
  collection: string;
  file: string;
  /** The list's field name in that file (the top-level list's name). */
  list: string;
  /** The entry field shown in the picker. */
  display: string;
}

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** 'btnLink' -> 'Btn link', 'thumbMini' -> 'Thumb mini'. */
const labelOf = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The schema under wrappers that change neither its form nor whether it is required; the first hint met on the way. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; hint?: EditorHint; optional: boolean } {
  let current = schema;
  let hint: EditorHint | undefined;
  let optional = false;
  for (;;) {
    hint ??= editorHints.get(current);
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
      current = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      current = def.in as z.ZodType;
    } else {
      return { schema: current, hint, optional };
    }
  }
}

const checkDefs = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** A regex check's message, as zod would word it, for the editor to show beside the field. */
function patternOf(def: Def): [string, string] | undefined {
  const check = checkDefs(def).find((c) => c.check === 'string_format' && c.format === 'regex');
  if (!check) return undefined;
  const error = check.error as ((issue: unknown) => unknown) | undefined;
  const said = error?.({ code: 'invalid_format', format: 'regex' });
  const message = typeof said === 'string' ? said : ((said as { message?: string } | undefined)?.message ?? '');
  return [(check.pattern as RegExp).source, message || `Must match ${String(check.pattern)}`];
}

/** min/max of a list from its length checks. */
function listBounds(def: Def): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checkDefs(def)) {
    if (check.check === 'min_length') bounds.min = check.minimum as number;
    if (check.check === 'max_length') bounds.max = check.maximum as number;
    if (check.check === 'length_equals') bounds.min = bounds.max = check.length as number;
  }
  return bounds;
}

/** The options of a field its hint settles. */
function hinted(hint: EditorHint, context: FormContext): Record<string, unknown> {
  switch (hint.input) {
    case 'paragraph':
      return { widget: 'text' };
    case 'image':
      return { widget: 'image', choose_url: false };
    case 'date':
      return { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
    case 'local-time':
      return { widget: 'datetime', format: 'YYYY-MM-DDTHH:mm', picker_utc: true };
    case 'relation': {
      const target = context.relations[hint.collection];
      return {
        widget: 'relation',
        collection: target.collection,
        file: target.file,
        value_field: `${target.list}.*.id`,
        search_fields: [`${target.list}.*.${target.display}`],
        display_fields: [`${target.list}.*.${target.display}`],
      };
    }
  }
}

/** The form of one field, without its name and label. */
function formOf(schema: z.ZodType, hint: EditorHint | undefined, path: string, context: FormContext) {
  if (hint) return hinted(hint, context);
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const pattern = patternOf(def);
      const type = def.format === 'email' ? 'email' : def.format === 'url' ? 'url' : undefined;
      return { widget: 'string', ...(type && { type }), ...(pattern && { pattern }) };
    }
    case 'number': {
      const whole = checkDefs(def).some((c) => c.check === 'number_format' && c.format === 'safeint');
      return { widget: 'number', value_type: whole ? 'int' : 'float' };
    }
    case 'boolean':
      return { widget: 'boolean', default: false };
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries as Record<string, string>) };
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema, context, path) };
    case 'array':
      return { widget: 'list', ...listBounds(def), ...listItems(def.element as z.ZodType, path, context) };
    default:
      throw new Error(
        `${context.collection}: field "${path}" is a zod ${def.type}, which the content editor has no form for (src/lib/content/editor/fields.ts)`,
      );
  }
}

/** What a list holds: one field per item, subfields, or one of several kinds of item (a discriminated union). */
export function listItems(element: z.ZodType, path: string, context: FormContext): Record<string, unknown> {
  const { schema, hint } = unwrap(element);
  const def = defOf(schema);
  if (!hint && def.type === 'object') return { fields: fieldsOf(schema, context, `${path}.*`) };
  if (!hint && def.type === 'union' && typeof def.discriminator === 'string') {
    const key = def.discriminator;
    const types = (def.options as z.ZodType[]).map((option) => {
      const shape = defOf(option).shape as Record<string, z.ZodType>;
      const name = (defOf(shape[key]!).values as string[])[0]!;
      return { name, label: labelOf(name), widget: 'object', fields: fieldsOf(option, context, `${path}.*`, key) };
    });
    return { typeKey: key, types };
  }
  if (def.type === 'enum' && !hint) {
    // A list of names from a fixed set: one select that takes several.
    return { widget: 'select', multiple: true, options: Object.values(def.entries as Record<string, string>) };
  }
  return {
    field: {
      name: 'item',
      label: labelOf(path.split('.').at(-1) ?? path),
      ...formOf(schema, hint, `${path}.*`, context),
    },
  };
}

/** Every field of an object schema, in the schema's order; `skip` leaves out a union's discriminator. */
export function fieldsOf(object: z.ZodType, context: FormContext, path = '', skip?: string): EditorField[] {
  const { schema } = unwrap(object);
  const shape = defOf(schema).shape as Record<string, z.ZodType> | undefined;
  if (!shape) throw new Error(`${context.collection}: "${path || '(entry)'}" is not an object`);
  return Object.entries(shape)
    .filter(([name]) => name !== skip)
    .map(([name, field]) => {
      const fieldPath = path ? `${path}.${name}` : name;
      const { schema: inner, hint, optional } = unwrap(field);
      const form = formOf(inner, hint, fieldPath, context);
      // A list the editor may leave empty is not 'required' (Sveltia would ask for one item).
      const many = form.widget === 'list' || ('multiple' in form && form.multiple === true);
      const mayBeEmpty = many && !('min' in form && (form.min as number) > 0);
      const required = optional || mayBeEmpty ? { required: false as const } : {};
      return { name, label: labelOf(name), ...form, ...required } as EditorField;
    });
}
