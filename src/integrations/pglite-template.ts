import type { AstroIntegration } from 'astro';
import { ensurePgliteTemplate, pgliteTemplateDir } from '../server/db/pglite-template.ts';

/**
 * After the build, the embedded database's template (src/server/db/pglite-template.ts), once per PGlite version:
 * made here, where memory is plentiful, so a first start in a small container never runs initdb.
 */
export const pgliteTemplate = (): AstroIntegration => ({
  name: 'launchpad:pglite-template',
  hooks: {
    'astro:build:done': async ({ logger }) => {
      logger.info(`embedded database template: ${await ensurePgliteTemplate(await pgliteTemplateDir())}`);
    },
  },
});
