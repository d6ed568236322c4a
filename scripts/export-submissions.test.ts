/**
 * The organisers' export written by the command: the endpoint's columns and records (one module defines them),
 * with the store's file locations, as CSV and JSON; and the command itself, against a running PGlite server (which must
 * write the export for it) or directly against Postgres.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { csvCell } from '../src/server/export/formats.ts';
import { writeSubmissionsExport } from '../src/server/export/submissions-export.ts';
import { TEST_ORGANISER, type TestApi, createTestApi, dbKind, describeApi } from '../src/server/test/harness.ts';
import {
  PDF,
  VALID_PROFILE,
  applicationForm,
  fieldIds,
  get,
  postForm,
  postJson,
  signIn,
} from '../src/server/test/requests.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

async function submitOne(mobile: string, name: string) {
  const { token } = await signIn(api, mobile);
  expect((await postJson(api, '/user-details', { ...VALID_PROFILE, name }, { token })).status).toBe(200);
  const ids = await fieldIds(api, token);
  const res = await postForm(api, '/create-submission', applicationForm(ids), { token });
  expect(res.status).toBe(201);
}

describeApi('organiser export', () => {
  it("writes every submission with answers, profile and file locations as CSV and JSON, in the endpoint's columns", async () => {
    await submitOne('9000000001', 'Asha Mehta');
    await submitOne('9000000002', '=HYPERLINK("http://evil")');
    const out = path.join(api.dataDir, 'exports');
    const { csvPath, jsonPath, count } = await writeSubmissionsExport(api.deps, out);
    expect(count).toBe(2);

    const json = JSON.parse(await readFile(jsonPath, 'utf8'));
    expect(json).toHaveLength(2);
    expect(json[0]).toMatchObject({
      status: 'SUBMITTED',
      mobile: '9000000001',
      name: 'Asha Mehta',
      email: 'asha@example.com',
      'startup.name': 'Krishi Sense',
      'startup.stage': 'MVP_READY',
      'answer.fullName': 'Asha Mehta',
      'answer.currentStage': 'MVP_READY',
      'answer.pitchDeck': 'deck.pdf',
    });
    const location = json[0]['file.pitchDeck'];
    expect((await readFile(location)).equals(PDF)).toBe(true);

    const csv = await readFile(csvPath, 'utf8');
    const [header, first, second] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const { token } = await signIn(api, TEST_ORGANISER);
    const organiserExport = await get(api, '/organiser/export?format=csv', { token });
    expect((await organiserExport.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(header);
    expect(header).toContain('submissionId,submittedAt,');
    expect(header).toContain(',mobile,name,');
    expect(header).toContain('answer.fullName');
    expect(header).toContain('file.pitchDeck');
    expect(first).toContain('9000000001');
    expect(first).toContain(location);
    // A value a spreadsheet would run as a formula is defused.
    expect(second).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('writes an empty JSON array and the header alone when nothing was submitted', async () => {
    const { csvPath, jsonPath, count } = await writeSubmissionsExport(api.deps, path.join(api.dataDir, 'exports'));
    expect(count).toBe(0);
    expect(JSON.parse(await readFile(jsonPath, 'utf8'))).toEqual([]);
    expect((await readFile(csvPath, 'utf8')).startsWith('\uFEFFsubmissionId,submittedAt')).toBe(true);
  });

  it('quotes commas, quotes and newlines in CSV cells', () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
  });

  it('defuses a formula wherever a separator could start a cell, not only at the start', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('Revenue, =1+2')).toBe(`"Revenue, '=1+2"`);
    expect(csvCell('x;@SUM(A1)')).toBe("x;'@SUM(A1)");
    expect(csvCell('ok\t-1|+2')).toBe("ok\t'-1|'+2");
    expect(csvCell('line\n=cmd')).toBe(`"line\n'=cmd"`);
    // Formula characters inside a cell's text are harmless and stay as written.
    expect(csvCell('5-3 = 2, a@b.in')).toBe('"5-3 = 2, a@b.in"');
  });

  it('leaves plain numbers as numbers, negative ones too, and still defuses what only starts like one', () => {
    expect(csvCell(-0.56)).toBe('-0.56');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell(4.25)).toBe('4.25');
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('-0.5e3')).toBe("'-0.5e3");
  });
});

function startServer(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ proc, url: m[1]! });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d) => (out += d));
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

describeApi('npm run export:submissions', () => {
  it.skipIf(dbKind !== 'pglite')('asks a running PGlite server to write the export', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-export-'));
    // Start from the migrated template instead of initialising PGlite from scratch (~10 s on a busy machine).
    const seeded = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
    await seeded.close();
    const server = await startServer({ DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'none') });
    try {
      const { stdout } = await run(process.execPath, ['scripts/export-submissions.ts'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
      });
      expect(stdout).toContain('asking it to write the export');
      expect(stdout).toMatch(/\[export\] 0 submissions/);
      const csvPath = /CSV: +(\S+)/.exec(stdout)![1]!;
      expect(path.dirname(csvPath)).toBe(path.join(dataDir, 'exports'));
      expect(await readFile(csvPath, 'utf8')).toContain('submissionId');
    } finally {
      server.proc.kill('SIGTERM');
      await new Promise((r) => server.proc.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(dbKind !== 'postgres')('reads Postgres directly', { timeout: 120_000 }, async () => {
    await submitOne('9000000003', 'Ravi Shah');
    const { stdout } = await run(process.execPath, ['scripts/export-submissions.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: api.databaseUrl, DATA_DIR: api.dataDir },
    });
    expect(stdout).toMatch(/\[export\] 1 submission\n/);
    const jsonPath = /JSON: +(\S+)/.exec(stdout)![1]!;
    const [item] = JSON.parse(await readFile(jsonPath, 'utf8'));
    expect(item.name).toBe('Ravi Shah');
  });
});
