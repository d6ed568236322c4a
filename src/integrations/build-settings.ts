import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { BuildSettings } from '../lib/build-settings.ts';
import { BUILD_SETTINGS_FILE } from '../shared/build-marker.ts';

/**
 * Records the settings the build baked in (see src/lib/build-settings.ts) beside its output. Listed last in
 * astro.config.mjs, so the file marks a complete build: the server reloads the site when it changes.
 */
export const recordBuildSettings = (settings: BuildSettings): AstroIntegration => ({
  name: 'launchpad:build-settings',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(path.join(fileURLToPath(dir), BUILD_SETTINGS_FILE), `${JSON.stringify(settings)}\n`);
    },
  },
});
