import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** PGlite's files may be opened by one process only; this file records which one (pid). */
export const lockPath = (dataDir: string) => path.join(dataDir, 'pglite', 'server.pid');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live server holding the PGlite data of `dataDir`, if any. */
export async function livePgliteOwner(dataDir: string): Promise<number | undefined> {
  const pid = Number((await readFile(lockPath(dataDir), 'utf8').catch(() => '')).trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Claims the PGlite data for this process, or throws naming the process that holds it. */
export async function claimPglite(dataDir: string): Promise<() => Promise<void>> {
  const owner = await livePgliteOwner(dataDir);
  if (owner) {
    throw new Error(
      `Another server (pid ${owner}) is using the embedded database in ${dataDir}. PGlite is single-process: stop it first, or use DATABASE_URL.`,
    );
  }
  await writeFile(lockPath(dataDir), `${process.pid}\n`);
  return () => rm(lockPath(dataDir), { force: true });
}
