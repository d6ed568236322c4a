/**
 * The settings the static build bakes into its pages (canonical links, the sitemap line of robots.txt,
 * feed links). The build records them beside its output, so `npm start` can tell when dist/ was built
 * for another address and must be built again.
 */
export interface BuildSettings {
  siteUrl: string;
}

export function buildSettingsFrom(env: Record<string, string | undefined>): BuildSettings {
  return { siteUrl: env.SITE_URL ?? 'http://localhost:4321' };
}

interface BuildState {
  force: boolean;
  /** When dist/ was last built (0: never). */
  builtAt: number;
  /** The newest change to anything the site is built from. */
  sourcesAt: number;
  /** What dist/ was built with; null when it recorded nothing (a build from before the record). */
  built: BuildSettings | null;
  wanted: BuildSettings;
}

/** Why the site must be built now, as the start-up log says it, or '' when dist/ can be served as it is. */
export function rebuildReason(state: BuildState): string {
  if (state.force) return 'FORCE_BUILD=1: building the site…';
  if (state.builtAt === 0) return 'No build yet: building the site…';
  if (state.sourcesAt > state.builtAt) return 'Sources changed: rebuilding the site…';
  if (!state.built) return 'dist/ does not say which SITE_URL it was built for: rebuilding the site…';
  if (state.built.siteUrl !== state.wanted.siteUrl)
    return `SITE_URL changed (${state.built.siteUrl} -> ${state.wanted.siteUrl}): rebuilding the site…`;
  return '';
}
