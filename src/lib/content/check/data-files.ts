/** The JSON data files of content/: each readable, a list of entries with unique ids (or one object), every entry valid. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_COLLECTIONS } from '../collections.ts';
import { jsonSyntaxError } from './json-syntax.ts';
import { entryName, type Problem } from './problem.ts';
import { resolveSchema, schemaProblems } from './schema-issues.ts';

async function checkFile(
  root: string,
  { file, single, schema }: { file: string; single?: string; schema: Parameters<typeof resolveSchema>[0] },
): Promise<Problem[]> {
  const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
  if (text === undefined) return [{ file, entry: '', field: '', message: 'No such file' }];
  const syntax = jsonSyntaxError(text);
  if (syntax) {
    const { line, column, message } = syntax;
    return [{ file, entry: `line ${line}, column ${column}`, field: '', message: `Not valid JSON: ${message}` }];
  }
  const data: unknown = JSON.parse(text);
  const resolved = resolveSchema(schema);
  if (single) return schemaProblems(resolved, data, file, '');
  if (!Array.isArray(data) || data.length === 0) {
    return [{ file, entry: '', field: '', message: 'Must be a list of entries: [ {...}, {...} ]' }];
  }
  const problems: Problem[] = [];
  const firstWithId = new Map<unknown, number>();
  data.forEach((entry: unknown, index) => {
    const name = entryName(entry, index + 1);
    const id = (entry as { id?: unknown } | null)?.id;
    const first = firstWithId.get(id);
    if (id !== undefined && first !== undefined) {
      const other = entryName(data[first], first + 1).replace(/^id \S+ ?/, '') || `entry ${first + 1}`;
      problems.push({
        file,
        entry: name,
        field: 'id',
        message: `${String(id)} is already the id of ${other} (entry ${first + 1}): give this one the next free id`,
      });
    } else if (id !== undefined) {
      firstWithId.set(id, index);
    }
    problems.push(...schemaProblems(resolved, entry, file, name));
  });
  return problems;
}

/** Every problem of every data file, in the order src/lib/content/collections.ts lists them. */
export async function dataFileProblems(root: string): Promise<Problem[]> {
  const results = await Promise.all(Object.values(DATA_COLLECTIONS).map((collection) => checkFile(root, collection)));
  return results.flat();
}
