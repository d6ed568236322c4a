import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Rubric, RubricSchema } from '../../shared/round-schemas.ts';

/** The first round's rubric until organisers edit it in the workspace (round-writes.ts, fillFirstRoundRubric). */
const RUBRIC_PATH = fileURLToPath(new URL('../../../content/review-rubric.json', import.meta.url));

/** Reads and validates the rubric; a bad file stops start-up naming the problem. */
export async function loadRubric(file = RUBRIC_PATH): Promise<Rubric> {
  const result = RubricSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`Invalid review rubric ${path.relative(process.cwd(), file)}:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The weighted mean of one review's scores, on the criteria's scales; criteria not in the rubric count for nothing. */
export function weightedScore(rubric: Rubric, scores: Record<string, number>): number {
  let sum = 0;
  let weights = 0;
  for (const c of rubric.criteria) {
    const s = scores[c.id];
    if (s === undefined) continue;
    sum += s * c.weight;
    weights += c.weight;
  }
  return weights === 0 ? 0 : sum / weights;
}
