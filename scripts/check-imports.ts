/**
 * The import rule of `npm test`: no folder of src/ imports one above it, and no flow's folder of src/features
 * imports another's (scripts/imports/rules.ts). Prints each import that breaks it and exits 1.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importViolations, type SourceFile } from './imports/check.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const files: SourceFile[] = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.(ts|tsx|astro|mjs)$/.test(path))
  .map((path) => ({ path: relative(SRC, join(SRC, path)), source: readFileSync(join(SRC, path), 'utf8') }));

const violations = importViolations(files);
if (violations.length > 0) {
  console.error(`Imports that run up the house (see scripts/imports/rules.ts):\n${violations.join('\n')}`);
  process.exit(1);
}
console.log(`Import rule: ${files.length} files, every import runs down.`);
