/**
 * Which folder of src/ may import which: each room imports only the rooms below it, so the arrows of the
 * house all run one way. The pages, layouts, components and islands are one floor (the view: they
 * compose each other) on top of the stores, which sit on the client's pure modules (lib), which sit on
 * what browser and server share (shared). The server stands beside the client on shared alone.
 */
const VIEW = ['pages', 'layouts', 'components', 'islands', 'scripts', 'stores', 'lib', 'shared', 'styles'];

export const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  shared: [],
  lib: ['shared'],
  stores: ['lib', 'shared'],
  scripts: ['stores', 'lib', 'shared'],
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
