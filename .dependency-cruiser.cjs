/**
 * The import rule of `npm test` (`npm run lint:imports`): every import in src/ runs down the house, and no cycle of
 * imports exists, type-only ones included. Three parts:
 *
 * 1. The rooms of src/ (ROOMS): each imports only the rooms below it. The pages, layouts, components and islands are
 *    one floor (the view: they compose each other) on top of the features (each portal and workspace flow in its own
 *    folder), which sit on the state every flow shares (stores), which sits on the client's pure modules (lib), which
 *    sit on what browser and server share (shared). The server stands beside the client on shared alone.
 * 2. The flows of src/features/ (features/<area>/<flow>): a flow imports no other flow's folder, only the ones
 *    FEATURES_SHARED names.
 * 3. The layers of src/server/ (SERVER_ORDER): each folder or top-level file imports only those listed before it.
 *
 * dependency-cruiser reads .ts, .tsx and .mjs files; it does not parse .astro files. Those live on the view floor
 * only (pages/, layouts/, components/), which may import every client room.
 */
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const VIEW = [
  'pages',
  'layouts',
  'components',
  'islands',
  'page-scripts',
  'features',
  'stores',
  'lib',
  'shared',
  'styles',
];

/** Which room (first folder of src/, or a file at its top) may import which. */
const ROOMS = {
  shared: [],
  lib: ['shared'],
  stores: ['lib', 'shared'],
  'page-scripts': ['stores', 'lib', 'shared'],
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
  'client-directives.d.ts': [],
};

/**
 * What the flows may share, as [the flows at or under the first path] may import [the folder of the second]: an
 * area's common folder (the portal's form fields and proof of work, the workspace's reads, writes and styles), and the
 * list's use of the decisions flow (it sets pending decisions on the rows it shows), which runs one way.
 */
const FEATURES_SHARED = [
  ['portal', 'portal/common'],
  ['workspace', 'workspace/common'],
  ['workspace/list', 'workspace/decisions'],
  // The live final's stage is a page of the workspace: its reads, writes and styles.
  ['final/organiser', 'workspace/common'],
];

/**
 * The server from the bottom up. A folder or top-level file of src/server/ imports only those above it in this list;
 * its tests (*.test.ts) may import anything. Sign-in, submissions and places sit below the workspace and never import
 * it; the routes sit on every domain; the process (app, bootstrap, server, main) on the routes; the tools on all.
 */
const SERVER_ORDER = [
  // The shared kernel: logging, the environment, the database and its one lock order, errors, validation, headers.
  'log-safe.ts',
  'content-disposition.ts',
  'client-ip.ts',
  'drizzle-from-commonjs.ts',
  'env.ts',
  'db',
  'errors.ts',
  'validate.ts',
  'headers',
  // Services: background work, uploads, e-mail, SMS and the outbox that sends both, the form, the static site.
  'background',
  'storage',
  'email',
  'sms',
  'outbox',
  'forms',
  'static',
  // What the API is given (deps.ts): the contract every domain reads its dependencies through.
  'deps.ts',
  // The domains, each on those before it.
  'limits',
  'staff',
  'places',
  'applications',
  'audit',
  'auth',
  'otp',
  'passkeys',
  'cofounders',
  'duplicates',
  'submissions',
  'drafts',
  'profile',
  'privacy',
  'retention',
  'breach',
  'tags',
  'review',
  // The live final: its stage, the judges' scores and the big screen, on the review rounds.
  'final',
  'decks',
  'decisions',
  'workspace',
  'export',
  'my-data',
  // One Hono sub-app per resource.
  'routes',
  // The process.
  'app.ts',
  'bootstrap.ts',
  'server.ts',
  'main.ts',
  // Tools: the tests' harness and fixtures, the demo seed, the API benchmark's servers.
  'test',
  'demo',
  'bench',
];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path pattern for a room or server unit: a folder and everything in it, or one file. */
const unit = (base, name) => `^${escape(base)}${escape(name)}${name.includes('.') ? '$' : '/'}`;
const TESTS = '\\.test\\.ts$';

const roomRules = Object.entries(ROOMS).map(([room, below]) => ({
  name: 'rooms-import-down',
  comment: `src/${room} imports only ${below.length ? below.join(', ') : 'nothing else in src/'}`,
  severity: 'error',
  from: { path: unit('src/', room) },
  to: { path: '^src/', pathNot: [room, ...below].map((r) => unit('src/', r)) },
}));

const unknownRoom = {
  name: 'room-without-rule',
  comment: 'every folder and top-level file of src/ has its place in ROOMS (.dependency-cruiser.cjs)',
  severity: 'error',
  from: { path: '^src/', pathNot: Object.keys(ROOMS).map((r) => unit('src/', r)) },
  to: { path: '^src/' },
};

const FEATURES = join(__dirname, 'src/features');
const flows = readdirSync(FEATURES, { withFileTypes: true })
  .filter((area) => area.isDirectory())
  .flatMap((area) =>
    readdirSync(join(FEATURES, area.name), { withFileTypes: true })
      .filter((flow) => flow.isDirectory())
      .map((flow) => `${area.name}/${flow.name}`),
  );
const featureRules = flows.map((flow) => {
  const shared = FEATURES_SHARED.filter(([from]) => flow === from || flow.startsWith(`${from}/`)).map(([, to]) => to);
  return {
    name: 'flows-apart',
    comment: `features/${flow} imports no other flow's folder${shared.length ? ` but ${shared.join(', ')}` : ''}`,
    severity: 'error',
    from: { path: `^src/features/${escape(flow)}/` },
    to: { path: '^src/features/', pathNot: [flow, ...shared].map((f) => `^src/features/${escape(f)}/`) },
  };
});

const serverRules = SERVER_ORDER.slice(0, -1).map((name, i) => ({
  name: 'server-layers',
  comment: `src/server/${name} imports none of what sits above it in SERVER_ORDER (.dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: unit('src/server/', name), pathNot: TESTS },
  to: { path: SERVER_ORDER.slice(i + 1).map((above) => unit('src/server/', above)) },
}));

const unplacedServerUnit = {
  name: 'server-unit-without-layer',
  comment: 'every folder and top-level file of src/server/ has its place in SERVER_ORDER (.dependency-cruiser.cjs)',
  severity: 'error',
  from: { path: '^src/server/', pathNot: [TESTS, ...SERVER_ORDER.map((name) => unit('src/server/', name))] },
  to: {},
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...roomRules,
    unknownRoom,
    ...featureRules,
    ...serverRules,
    unplacedServerUnit,
    {
      name: 'no-cycles',
      comment: 'no module reaches itself again through its imports, type-only imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/server/db/migrations/'] },
    // Type-only imports count: a cycle through types still ties the two modules' meanings together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: {
      mermaid: { minify: false },
    },
  },
};
