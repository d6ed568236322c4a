import { readFile } from 'node:fs/promises';
import { file, type Loader } from 'astro/loaders';

type ParserOutput = Record<string, Record<string, unknown>> | Record<string, unknown>[];

/**
 * Astro's `file()` loader, made loud: it only logs a missing or unparsable file and warns about
 * duplicate ids, so the collection would silently build empty. This wrapper fails the build instead,
 * naming the file. `single: true` loads one JSON object as the single entry `id` (e.g. site.json).
 */
export function jsonFile(fileName: string, options: { single?: string } = {}): Loader {
  const wrap = (data: unknown) => (options.single ? { [options.single]: data } : data);
  const inner = file(fileName, { parser: (text) => wrap(JSON.parse(text)) as ParserOutput });
  return {
    name: 'json-file-loader',
    load: async (context) => {
      const url = new URL(fileName, context.config.root);
      const text = await readFile(url, 'utf-8').catch(() => {
        throw new Error(`${fileName}: file not found (collection "${context.collection}").`);
      });
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new Error(`${fileName}: invalid JSON (${(error as Error).message}).`);
      }
      if (!options.single) assertEntries(fileName, data);
      await inner.load(context);
    },
  };
}

/** An array of objects with unique `id`s; anything else stops the build. */
function assertEntries(fileName: string, data: unknown): void {
  if (!Array.isArray(data) || data.length === 0) {
    throw new Error(`${fileName}: expected a non-empty JSON array of entries.`);
  }
  const seen = new Set<string>();
  data.forEach((item: unknown, index) => {
    const id = (item as { id?: unknown } | null)?.id;
    if (id === undefined || id === null || id === '') {
      throw new Error(`${fileName}: entry #${index + 1} has no "id".`);
    }
    if (seen.has(String(id))) throw new Error(`${fileName}: "id" ${String(id)} is used twice.`);
    seen.add(String(id));
  });
}
