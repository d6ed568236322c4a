import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:organisers` (src/page-scripts/organisers-directive.ts), the organisers-only pages' hydration. */
export const organisersDirective = (): AstroIntegration => ({
  name: 'launchpad:organisers-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'organisers',
        entrypoint: fileURLToPath(new URL('../page-scripts/organisers-directive.ts', import.meta.url)),
      });
    },
  },
});
