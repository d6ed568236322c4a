import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite's files may be opened by one process only. This file records which one: its pid and its
 * start time, so a pid reused by an unrelated process after a crash is not mistaken for the owner.
 */
export const lockPath = (dataDir: string) => path.join(dataDir, 'pglite', 'server.pid');

/** When the process started, in clock ticks since boot (Linux /proc); '' where unknown. */
async function startTimeOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces) in parentheses; starttime is field 22.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid in a lock file's `content` if that process is still the one that wrote it. */
async function liveHolder(content: string): Promise<number | undefined> {
  const [pidText = '', started = ''] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  return !started || started === (await startTimeOf(pid)) ? pid : undefined;
}

const read = (file: string) => readFile(file, 'utf8').catch(() => undefined);

/** The pid of another live server holding the PGlite data of `dataDir`, if any. */
export async function livePgliteOwner(dataDir: string): Promise<number | undefined> {
  const pid = await liveHolder((await read(lockPath(dataDir))) ?? '');
  return pid !== process.pid ? pid : undefined;
}

/**
 * Creates `file` holding `content`, unless it exists. The content is written to a file of this process's own first
 * and then linked into place, so `file` never exists empty: created with 'wx' and then written, another server could
 * read it in between, judge an empty lock stale, remove it and claim too (two of ten did, once, in CI).
 */
const exclusive = async (file: string, content: string) => {
  const own = `${file}.${process.pid}`;
  await writeFile(own, content);
  try {
    await link(own, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await rm(own, { force: true });
  }
};

/**
 * Claims the PGlite data for this process, or throws naming the process that holds it. The claim is
 * an exclusive create, so of two servers starting at the same instant exactly one wins. A stale lock
 * (its process gone) is removed only by whoever holds `server.pid.break`, itself created exclusively,
 * and only if it still holds what was judged stale: two servers can't both take over the same lock.
 */
export async function claimPglite(dataDir: string): Promise<() => Promise<void>> {
  const file = lockPath(dataDir);
  const breaker = `${file}.break`;
  const mine = `${process.pid} ${await startTimeOf(process.pid)}\n`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await exclusive(file, mine)) return () => rm(file, { force: true });
    const seen = await read(file);
    if (seen === undefined) continue; // removed meanwhile: try again
    const owner = await liveHolder(seen);
    if (owner) {
      throw new Error(
        `Another server (pid ${owner}) is using the embedded database in ${dataDir}. PGlite is single-process: stop it first, or use DATABASE_URL.`,
      );
    }
    if (await exclusive(breaker, mine)) {
      try {
        if ((await read(file)) === seen) await rm(file, { force: true });
      } finally {
        await rm(breaker, { force: true });
      }
    } else if (!(await liveHolder((await read(breaker)) ?? ''))) {
      // A breaker that died while breaking: its own lock is stale too.
      await rm(breaker, { force: true });
    } else {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  throw new Error(`Could not claim the embedded database in ${dataDir}: ${file} keeps changing`);
}
