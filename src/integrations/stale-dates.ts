import { readFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { staleDates } from '../lib/content/stale-dates.ts';

const read = async (file: string) =>
  JSON.parse(await readFile(new URL(`../../content/${file}`, import.meta.url), 'utf8'));

/** Warns at build time about every countdown or event date in the content that is already past. */
export const warnStaleDates = (): AstroIntegration => ({
  name: 'launchpad:stale-dates',
  hooks: {
    'astro:build:start': async ({ logger }) => {
      const past = staleDates(await read('site.json'), await read('schedule.json'), new Date());
      if (past.length === 0) return;
      logger.warn(
        `${past.length} date(s) in the content are already past; update them if this build is for a new edition:\n` +
          past.map((p) => `  ${p.where}: ${p.date}`).join('\n'),
      );
    },
  },
});
