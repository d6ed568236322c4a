import { dirname, normalize, relative, join, sep } from 'node:path';
import { APART, MAY_IMPORT } from './rules.ts';

export interface SourceFile {
  /** Path relative to src/, e.g. 'stores/auth.ts'. */
  path: string;
  source: string;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The room (first folder, or the file itself at the top of src/) a path relative to src/ stands in. */
const roomOf = (path: string) => path.split(sep)[0]!;

/** Every relative import that breaks the rules, as 'from -> to' lines. */
export function importViolations(files: readonly SourceFile[]): string[] {
  const out: string[] = [];
  for (const { path, source } of files) {
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = normalize(join(dirname(path), specifier!));
      if (target.startsWith('..')) continue;
      const from = roomOf(path);
      const to = roomOf(target);
      const allowed = MAY_IMPORT[from];
      const crossesRooms = to !== from && !(allowed ?? []).includes(to);
      const crossesApart = APART.some(([a, b]) => path.startsWith(`${a}/`) && target.startsWith(`${b}/`));
      if (allowed === undefined) out.push(`${path}: the room '${from}' has no import rule (scripts/imports/rules.ts)`);
      else if (crossesRooms || crossesApart) out.push(`${path} -> ${relative('.', target)}`);
    }
  }
  return out;
}
