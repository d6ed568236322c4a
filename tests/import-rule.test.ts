import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ICruiseResult, type IConfiguration, cruise } from 'dependency-cruiser';

const config: IConfiguration = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

/**
 * A small tree of its own, under src/ like the project's, cruised with the project's rules: every import below that
 * the rule must refuse, and beside it ones it must let through.
 */
const FIXTURE: Record<string, string> = {
  // The server's layers: a domain imports the kernel; the kernel importing a domain is a back-edge.
  'src/server/db/client.ts': 'export const db = 1;',
  'src/server/workspace/stats.ts': "import { db } from '../db/client.ts';\nexport const stats = db;",
  'src/server/db/peek.ts': "import { stats } from '../workspace/stats.ts';\nexport const peek = stats;",
  // Sign-in sits below the workspace, so a type of the workspace's is a back-edge too; a test may import anything.
  'src/server/auth/sessions.ts': "import type { Stats } from '../workspace/types.ts';\nexport type S = Stats;",
  'src/server/workspace/types.ts': 'export type Stats = number;',
  'src/server/db/client.test.ts': "import { stats } from '../workspace/stats.ts';\nexport const seen = stats;",
  // A folder with no place in the order.
  'src/server/gadgets/gadget.ts': "import { db } from '../db/client.ts';\nexport const gadget = db;",
  // The rooms of src/: a store imports lib; lib importing a store, and shared importing lib dynamically, run up.
  'src/lib/storage-keys.ts': 'export const KEY = 1;',
  'src/stores/auth.ts': "import { KEY } from '../lib/storage-keys.ts';\nexport const auth = KEY;",
  'src/lib/effects.ts': "import { auth } from '../stores/auth.ts';\nexport const effect = auth;",
  'src/shared/late.ts': "export const late = () => import('../lib/storage-keys.ts');",
  // The flows: one imports its area's common folder; one reaching into another flow's folder is refused.
  'src/features/portal/common/field.ts': 'export const field = 1;',
  'src/features/portal/sign-in/rules.ts': "import { field } from '../common/field.ts';\nexport const rule = field;",
  'src/features/portal/profile/store.ts': "import { rule } from '../sign-in/rules.ts';\nexport const profile = rule;",
  // A cycle through types only.
  'src/shared/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };",
  'src/shared/b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };",
};

let root: string;
let found: string[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'import-rule-'));
  for (const [path, source] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${source}\n`);
  }
  const { output } = await cruise(['src'], {
    ...config.options,
    tsConfig: undefined,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  found = (output as ICruiseResult).summary.violations.map(
    (v) => `${v.rule.name}: ${v.from} -> ${v.cycle?.map((step) => step.name).join(' -> ') ?? v.to}`,
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the import rule (.dependency-cruiser.cjs)', () => {
  it('refuses a back-edge inside the server (type-only too), a server folder without a layer, and nothing else there', () => {
    expect(found.filter((v) => v.includes('src/server/')).sort()).toEqual([
      'server-layers: src/server/auth/sessions.ts -> src/server/workspace/types.ts',
      'server-layers: src/server/db/peek.ts -> src/server/workspace/stats.ts',
      'server-unit-without-layer: src/server/gadgets/gadget.ts -> src/server/db/client.ts',
    ]);
  });

  it("refuses a room importing one above it, static or dynamic, and a flow reaching into another flow's folder", () => {
    expect(found.filter((v) => !v.includes('src/server/') && !v.startsWith('no-cycles')).sort()).toEqual([
      'flows-apart: src/features/portal/profile/store.ts -> src/features/portal/sign-in/rules.ts',
      'rooms-import-down: src/lib/effects.ts -> src/stores/auth.ts',
      'rooms-import-down: src/shared/late.ts -> src/lib/storage-keys.ts',
    ]);
  });

  it('refuses a cycle made of type-only imports', () => {
    expect(found.filter((v) => v.startsWith('no-cycles')).sort()).toEqual([
      'no-cycles: src/shared/a.ts -> src/shared/b.ts -> src/shared/a.ts',
    ]);
  });
});
