/**
 * `npm run check:content`: names every mistake in content/ on one plain line (file, entry, field, what is wrong) and
 * exits 1, or says all is well; no build, no Astro (src/lib/content/check/).
 */
import path from 'node:path';
import { contentProblems } from '../src/lib/content/check/check-content.ts';
import { problemLine } from '../src/lib/content/check/problem.ts';

const root = path.resolve(import.meta.dirname, '..');
const problems = await contentProblems(root);
if (problems.length > 0) {
  for (const problem of problems) console.error(problemLine(problem));
  console.error(
    `${problems.length} problem(s) in content/: fix each line above, then run npm run check:content again.`,
  );
  process.exit(1);
}
console.log('Content: no problems found.');
