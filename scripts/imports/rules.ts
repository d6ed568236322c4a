/**
 * Which folder of src/ may import which: each room imports only the rooms below it, so the arrows of the
 * house all run one way. The pages, layouts, components and islands are one floor (the view: they
 * compose each other) on top of the features (each portal and workspace flow in its own folder), which sit
 * on the state every flow shares (stores: the session, the user's details, the write pattern), which sits
 * on the client's pure modules (lib), which sit on what browser and server share (shared). The server
 * stands beside the client on shared alone.
 */
const VIEW = ['pages', 'layouts', 'components', 'islands', 'scripts', 'features', 'stores', 'lib', 'shared', 'styles'];

export const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  shared: [],
  lib: ['shared'],
  stores: ['lib', 'shared'],
  scripts: ['stores', 'lib', 'shared'],
  features: ['stores', 'lib', 'shared'],
  styles: [],
  components: VIEW,
  islands: VIEW,
  layouts: VIEW,
  pages: VIEW,
  server: ['shared'],
  // Build steps: they run the server's database set-up and read content like the pages do.
  integrations: ['lib', 'server', 'shared'],
  'content.config.ts': ['lib', 'shared'],
};

/** Folders inside one room that stand side by side and must not reach into each other. */
export const APART: readonly (readonly [string, string])[] = [
  // Sign-in counts what the dashboard shows; it never depends on the dashboard.
  ['server/otp', 'server/organiser'],
  // The SMS gateway sends what it is given: sign-in, the workspace and the invites use it, never the other way.
  ['server/sms', 'server/otp'],
  ['server/sms', 'server/organiser'],
  ['server/sms', 'server/invites'],
];

/**
 * The feature folders, features/<area>/<flow> (e.g. features/portal/sign-in): one flow's components, stores, pure
 * rules, browser effects and tests. A flow imports no other flow's folder, only the ones these pairs name:
 * [the flows at or under the first path] may import [the folder of the second].
 */
export const FEATURE_DEPTH = 3;
export const FEATURES_SHARED: readonly (readonly [string, string])[] = [
  // What an area's flows share: the portal's form fields and proof of work, the workspace's reads, writes and styles.
  ['features/portal', 'features/portal/common'],
  ['features/workspace', 'features/workspace/common'],
  // The list sets pending decisions on the rows it shows: the decisions flow's own store, effects and fields.
  ['features/workspace/list', 'features/workspace/decisions'],
];
