import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { precompressDir } from '../server/static/precompress.ts';

/** Writes `.br` and `.gz` beside every text file of the build (see precompressDir). Listed last, so it sees every file. */
export const precompress = (): AstroIntegration => ({
  name: 'launchpad:precompress',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const written = await precompressDir(fileURLToPath(dir));
      logger.info(`${written} precompressed files written (.br, .gz)`);
    },
  },
});
