import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiDeps } from '../deps.ts';
import { writeSubmissionsExport } from './submissions-export.ts';

/**
 * PGlite belongs to the one server process that opened it, so while the server runs the export
 * command cannot open the database itself. Instead it drops a request file in `<exportDir>` and sends
 * SIGUSR2; the server writes the export and answers in a response file. Only someone allowed to
 * signal the server process (its own user) can trigger this: there is no network surface.
 */
export function exportOnSignal(deps: ApiDeps, exportDir: string): void {
  process.on('SIGUSR2', () => {
    void (async () => {
      const names = await readdir(exportDir).catch(() => [] as string[]);
      for (const name of names.filter((n) => /^\.request-[a-f0-9]+$/.test(n))) {
        const id = name.slice('.request-'.length);
        await rm(path.join(exportDir, name), { force: true });
        let answer: unknown;
        try {
          answer = await writeSubmissionsExport(deps, exportDir);
          console.log(`[export] wrote ${JSON.stringify(answer)}`);
        } catch (err) {
          answer = { error: err instanceof Error ? err.message : String(err) };
        }
        await writeFile(path.join(exportDir, `.response-${id}.json`), JSON.stringify(answer), { mode: 0o600 });
      }
    })();
  });
}

/** Asks the running server to export (see above); resolves with its answer. */
export async function requestExportFromServer(pid: number, exportDir: string, id: string, timeoutMs = 60_000) {
  await writeFile(path.join(exportDir, `.request-${id}`), '', { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const responsePath = path.join(exportDir, `.response-${id}.json`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(responsePath, 'utf8').catch(() => undefined);
    if (text) {
      await rm(responsePath, { force: true });
      const answer = JSON.parse(text) as { csvPath: string; jsonPath: string; count: number } | { error: string };
      if ('error' in answer) throw new Error(`The server could not export: ${answer.error}`);
      return answer;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server (pid ${pid}) did not answer the export request within ${timeoutMs / 1000} s`);
}
