/**
 * `npm run check:content`: every content file against the schemas the build uses (src/lib/content/collections.ts),
 * without Astro, in about a second. Each mistake is one Problem (problem.ts).
 */
import { blogProblems } from './blog-posts.ts';
import { dataFileProblems } from './data-files.ts';
import type { Problem } from './problem.ts';

/** Every problem of the content under `root` (the project folder holding content/), data files first. */
export async function contentProblems(root: string): Promise<Problem[]> {
  const [data, blog] = await Promise.all([dataFileProblems(root), blogProblems(root)]);
  return [...data, ...blog];
}
