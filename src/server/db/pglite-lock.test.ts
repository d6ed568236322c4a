import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dbKind } from '../test/harness.ts';
import { claimPglite, lockPath } from './pglite-lock.ts';

let dataDir = '';
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-lock-'));
  await mkdir(path.join(dataDir, 'pglite'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const ownStartTime = async () => {
  const stat = await readFile('/proc/self/stat', 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
};

/** A process that exists no more. */
const deadPid = async () => {
  const child = execFile(process.execPath, ['-e', '']);
  await new Promise((r) => child.once('exit', r));
  return child.pid!;
};

// Lock files only: run once, in the PGlite project.
describe.skipIf(dbKind !== 'pglite')('PGlite single-process lock', () => {
  it('of 10 processes claiming at the same instant, exactly one wins', { timeout: 60_000 }, async () => {
    const module = pathToFileURL(path.join(import.meta.dirname, 'pglite-lock.ts')).href;
    const at = Date.now() + 3000;
    // Each process notes that it has tried; the winner holds the lock until all ten have (at most 30 s), since on a
    // busy machine a process may start after the instant, and a winner gone by then would rightly be taken over.
    const tried = path.join(dataDir, 'tried');
    const script = `
      import { appendFile, readFile } from 'node:fs/promises';
      import { claimPglite } from ${JSON.stringify(module)};
      const triedBy = async () => (await readFile(${JSON.stringify(tried)}, 'utf8').catch(() => '')).length;
      while (Date.now() < ${at}) {}
      try {
        await claimPglite(process.argv[1]);
        await appendFile(${JSON.stringify(tried)}, '.');
        console.log('claimed');
        const until = Date.now() + 30000;
        while ((await triedBy()) < 10 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      } catch (err) {
        await appendFile(${JSON.stringify(tried)}, '.');
        console.log(String(err.message).includes('Another server') ? 'refused' : err.message);
      }`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dataDir]).then((r) =>
          r.stdout.trim(),
        ),
      ),
    );
    expect(results.filter((r) => r === 'claimed')).toHaveLength(1);
    expect(results.filter((r) => r === 'refused')).toHaveLength(9);
  });

  it('takes over a lock whose process is gone, or whose pid now belongs to another process', async () => {
    await writeFile(lockPath(dataDir), `${await deadPid()} 12345\n`);
    const release = await claimPglite(dataDir);
    expect(await readFile(lockPath(dataDir), 'utf8')).toBe(`${process.pid} ${await ownStartTime()}\n`);
    await release();

    // This test's own pid, but another start time: the pid was reused after the owner died.
    await writeFile(lockPath(dataDir), `${process.pid} 1\n`);
    await (
      await claimPglite(dataDir)
    )();
  });

  it('refuses while the process that wrote the lock is alive, naming its pid', async () => {
    await writeFile(lockPath(dataDir), `${process.pid} ${await ownStartTime()}\n`);
    await expect(claimPglite(dataDir)).rejects.toThrow(
      `Another server (pid ${process.pid}) is using the embedded database`,
    );
  });
});
