/** Runs a collection's schema on one entry, as Astro would, and words each issue as a Problem. */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { fieldName, type Problem } from './problem.ts';

/**
 * Astro's image() for a check without Astro: the schemas already refuse a picture that is not in content/images
 * (fields.ts), and image() only turns the path into ImageMetadata for the pages.
 */
const CHECK_CONTEXT = { image: () => z.string() } as unknown as SchemaContext;

type Schema = z.ZodType | ((context: SchemaContext) => z.ZodType);

/** The schema itself, given what the check can give a schema that asks for Astro's helpers. */
export const resolveSchema = (schema: Schema): z.ZodType =>
  typeof schema === 'function' ? schema(CHECK_CONTEXT) : schema;

/** Zod's wording, made plain: a missing field is 'Required'. */
function plainMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) return 'Required';
  return issue.message;
}

/** Every issue of `data` against `schema`, each a Problem in `file` about `entry`. */
export function schemaProblems(schema: z.ZodType, data: unknown, file: string, entry: string): Problem[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file,
    entry,
    field: fieldName(issue.path),
    message: plainMessage(issue),
  }));
}
