import { readFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { isPublicAddress, staleDates } from '../lib/content/stale-dates.ts';

const read = async (file: string) =>
  JSON.parse(await readFile(new URL(`../../content/${file}`, import.meta.url), 'utf8'));

/**
 * Names every public date of the content already past once the event is over: a build for the public site
 * (SITE_URL not this machine) stops, naming each; a local build only warns.
 */
export const checkStaleDates = (siteUrl: string): AstroIntegration => ({
  name: 'launchpad:stale-dates',
  hooks: {
    'astro:build:start': async ({ logger }) => {
      const past = staleDates(await read('site.json'), await read('schedule.json'), new Date());
      if (past.length === 0) return;
      const list = past.map((p) => `  ${p.where}: ${p.date}`).join('\n');
      if (isPublicAddress(siteUrl)) {
        throw new Error(
          `The event in content/ is over: ${past.length} public date(s) are already past. Set the next edition's dates ` +
            `before building for ${siteUrl}:\n${list}`,
        );
      }
      logger.warn(`${past.length} date(s) in the content are already past; update them for a new edition:\n${list}`);
    },
  },
});
