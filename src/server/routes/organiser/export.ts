import { Hono } from 'hono';
import { z } from 'zod';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { audit } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { claimSlot } from '../../limits/slot-leases.ts';
import { csvHeader, csvLine, jsonEnd, jsonItem } from '../../export/formats.ts';
import { exportColumns, exportPages } from '../../organiser/export.ts';
import { roleOf } from '../../organiser/roles.ts';
import { validate } from '../../validate.ts';
import { API_MESSAGES } from '../../../shared/messages/api.ts';

const ExportQuery = z.object({
  format: z.enum(['csv', 'json'], { error: API_MESSAGES.exportFormat }).default('csv'),
});

/**
 * GET /api/organiser/export?format=csv|json: a download named with the time, streamed a page of applications at a
 * time as the client reads it (memory stays flat whatever the number of applications). At most two per person at
 * once: a third answers 429.
 */
export function exportRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/', validate('query', ExportQuery), async (c) => {
    const { format } = c.req.valid('query');
    const { mobile } = c.get('user');
    const viewer = { role: roleOf(deps.roles, mobile), mobile };
    const lease = await claimSlot(deps.db, 'export', mobile, deps.now);
    if (!lease) throw fail(429, ORGANISER_MESSAGES.exportsBusy);
    const csv = format === 'csv';
    await audit(deps, c, 'export.downloaded', '', { format });
    let pages: AsyncGenerator<Record<string, unknown>[]> | undefined;
    let columns: string[] = [];
    let first = true;
    const end = async () => {
      await pages?.return(undefined);
      await lease.release();
    };
    const text = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
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
    const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
    return c.body(body, 200, {
      'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="applications-${stamp}.${format}"`,
    });
  });
}
