import type { ApiDeps } from '../deps.ts';
import type { SlotLease } from '../limits/slot-leases.ts';
import type { Viewer } from '../review/reviewer-scope.ts';
import { exportColumns, exportPages } from '../workspace/export.ts';
import { csvHeader, csvLine, jsonEnd, jsonItem } from './formats.ts';

/**
 * The export as `viewer` may read it (GET /api/organiser/export), streamed a page of applications at a time as the
 * client reads it, so memory stays flat whatever the number of applications. `lease` is the caller's export slot: it
 * is released when the stream ends, fails or is cancelled.
 */
export function exportStream(
  deps: ApiDeps,
  viewer: Viewer,
  format: 'csv' | 'json',
  lease: SlotLease,
): ReadableStream<Uint8Array> {
  const csv = format === 'csv';
  let pages: AsyncGenerator<Record<string, unknown>[]> | undefined;
  let columns: string[] = [];
  let first = true;
  const end = async () => {
    await pages?.return(undefined);
    await lease.release();
  };
  const text = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        columns = csv ? await exportColumns(deps, viewer) : [];
        pages = exportPages(deps, viewer);
        controller.enqueue(text.encode(csv ? csvHeader(columns) : '['));
      } catch (err) {
        await end();
        throw err;
      }
    },
    // Called when the client has read what was sent: one page of applications is read per call.
    async pull(controller) {
      try {
        const next = await pages!.next();
        if (next.done) {
          if (!csv) controller.enqueue(text.encode(jsonEnd(first)));
          // Free the slot before the client sees the end, so its next export is never refused.
          await end();
          controller.close();
          return;
        }
        const chunk = next.value
          .map((r) => {
            if (csv) return csvLine(r, columns);
            const item = jsonItem(r, first);
            first = false;
            return item;
          })
          .join('');
        controller.enqueue(text.encode(chunk));
      } catch (err) {
        console.error('[export] The export stopped:', err);
        controller.error(err);
        await end();
      }
    },
    cancel: end,
  });
}
