import { dirname, normalize, relative, join, sep } from 'node:path';
import { APART, FEATURE_DEPTH, FEATURES_SHARED, MAY_IMPORT } from './rules.ts';

export interface SourceFile {
  /** Path relative to src/, e.g. 'stores/auth.ts'. */
  path: string;
  source: string;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The room (first folder, or the file itself at the top of src/) a path relative to src/ stands in. */
const roomOf = (path: string) => path.split(sep)[0]!;

/** The feature folder (features/<area>/<flow>) a path stands in, or undefined outside features/. */
const featureOf = (path: string) => {
  const parts = path.split(sep);
  return parts[0] === 'features' ? parts.slice(0, FEATURE_DEPTH).join('/') : undefined;
};

/** One flow's folder reaching into another's that no pair of FEATURES_SHARED lets it use. */
function crossesFeatures(path: string, target: string): boolean {
  const from = featureOf(path);
  const to = featureOf(target);
  if (from === undefined || to === undefined || from === to) return false;
  return !FEATURES_SHARED.some(([flows, shared]) => (from === flows || from.startsWith(`${flows}/`)) && to === shared);
}

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
      else if (crossesRooms || crossesApart || crossesFeatures(path, target))
        out.push(`${path} -> ${relative('.', target)}`);
    }
  }
  return out;
}
