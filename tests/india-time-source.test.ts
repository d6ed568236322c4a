/**
 * India time has one source, src/shared/india-time.ts: a second one (a hard-coded offset, a zone written into SQL)
 * would count a day differently the day the two disagree, e.g. a daily budget and the funnel's per-day rows.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = 'src/shared/india-time.ts';

/** Code that computes with India time on its own: an offset in a date string, a zone in SQL or in Intl. */
const OWN_INDIA_TIME = [/GMT\+0530/, /at time zone '/i, /timeZone:\s*'Asia\/Kolkata'/];

const codeFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(ts|tsx|astro)$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => path.join('src', name));

describe('India time', () => {
  it(`is computed only in ${SOURCE}`, () => {
    const found = codeFiles
      .filter((file) => file !== SOURCE)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            OWN_INDIA_TIME.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
