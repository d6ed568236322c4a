import type { AstroIntegration } from 'astro';
import { loadFormDefinition } from '../server/forms/definition.ts';

/**
 * Checks content/application-form.json when the site is built or synced, so a field without `visibleToReviewers`
 * (or any other mistake) fails the build naming the file and the field, not the first start of the server.
 */
export const checkFormDefinition = (): AstroIntegration => ({
  name: 'launchpad:form-definition',
  hooks: {
    'astro:config:setup': async () => {
      await loadFormDefinition();
    },
  },
});
