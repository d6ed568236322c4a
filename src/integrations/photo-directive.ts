import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:photo` (src/page-scripts/photo-directive.ts), the gallery lightboxes' hydration. */
export const photoDirective = (): AstroIntegration => ({
  name: 'launchpad:photo-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'photo',
        entrypoint: fileURLToPath(new URL('../page-scripts/photo-directive.ts', import.meta.url)),
      });
    },
  },
});
