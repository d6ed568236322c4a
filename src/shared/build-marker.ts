/**
 * The file the static build writes last, beside its output (src/integrations/build-settings.ts, listed last in
 * astro.config.mjs): once it is there the build is complete, and when it changes the server reloads the site.
 */
export const BUILD_SETTINGS_FILE = '.build-settings.json';
