import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BUILD_SETTINGS_FILE, type BuildSettings } from '../lib/build-settings.ts';

/** Records the settings the build baked in (see src/lib/build-settings.ts) beside its output. */
export const recordBuildSettings = (settings: BuildSettings): AstroIntegration => ({
  name: 'launchpad:build-settings',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(path.join(fileURLToPath(dir), BUILD_SETTINGS_FILE), `${JSON.stringify(settings)}\n`);
    },
  },
});
