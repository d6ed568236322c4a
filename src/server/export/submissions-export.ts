import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiDeps } from '../deps.ts';
import { exportColumns, exportPages } from '../workspace/export.ts';
import { csvHeader, csvLine, jsonEnd, jsonItem } from './formats.ts';

/** The command reads as an organiser does: every application, every field, every review. */
const ORGANISER = { role: 'ORGANISER', mobile: '' } as const;

/**
 * Writes `submissions-<time>.csv` and `.json` into `outDir`: the organisers' export (the same columns and records
 * as GET /api/organiser/export, src/server/workspace/export.ts), except that each file is given where the store
 * keeps it (a path on disk, or a time-limited download link from object storage) instead of the workspace's link.
 * Written a page at a time, like the endpoint. Returns the paths and the count.
 */
export async function writeSubmissionsExport(deps: ApiDeps, outDir: string, now = new Date()) {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const csvPath = path.join(outDir, `submissions-${stamp}.csv`);
  const jsonPath = path.join(outDir, `submissions-${stamp}.json`);
  const store = deps.uploads;
  const columns = await exportColumns(deps, ORGANISER);
  await writeFile(csvPath, csvHeader(columns), { mode: 0o600 });
  await writeFile(jsonPath, '[', { mode: 0o600 });
  let count = 0;
  for await (const page of exportPages(deps, ORGANISER, (f) =>
    store.downloadUrl ? store.downloadUrl(f.storageKey) : store.locate(f.storageKey),
  )) {
    await appendFile(csvPath, page.map((r) => csvLine(r, columns)).join(''));
    await appendFile(jsonPath, page.map((r, i) => jsonItem(r, count + i === 0)).join(''));
    count += page.length;
  }
  await appendFile(jsonPath, jsonEnd(count === 0));
  return { csvPath, jsonPath, count };
}
