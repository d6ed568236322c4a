import { Hono } from 'hono';
import { z } from 'zod';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { audit } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail, tooMany } from '../../errors.ts';
import { inFlightBound } from '../../limits/in-flight.ts';
import { type SlotLease, claimSlot } from '../../limits/slot-leases.ts';
import { exportStream } from '../../export/export-stream.ts';
import { roleOf } from '../../staff/roles.ts';
import { validate } from '../../validate.ts';
import { API_MESSAGES } from '../../../shared/messages/api.ts';

const ExportQuery = z.object({
  format: z.enum(['csv', 'json'], { error: API_MESSAGES.exportFormat }).default('csv'),
});

/**
 * Exports this process streams at once, whoever asked for them. Each reads every application a page at a time and
 * its queries take turns with every other request's (on the embedded database, the one thread): 8 at once held the
 * health check for seconds. A fifth is refused in memory, before it claims a slot in the database.
 */
const EXPORTS_PER_PROCESS = 4;
/** Long enough for an export of thousands of applications to finish. */
const EXPORTS_RETRY_SECONDS = 60;

/**
 * GET /api/organiser/export?format=csv|json: a download named with the time, streamed as the client reads it
 * (export/export-stream.ts). At most two per person at once across processes, and four per process whoever asks:
 * beyond either, 429.
 */
export function exportRoutes(deps: ApiDeps) {
  const running = inFlightBound(EXPORTS_PER_PROCESS);
  return new Hono<ApiEnv>().get('/', validate('query', ExportQuery), async (c) => {
    const { format } = c.req.valid('query');
    const { mobile } = c.get('user');
    const viewer = { role: roleOf(deps.roles, mobile), mobile };
    const place = running.tryEnter('export');
    if (!place) throw tooMany(ORGANISER_MESSAGES.exportsBusyEveryone, EXPORTS_RETRY_SECONDS);
    const slot = await claimSlot(deps.db, 'export', mobile, deps.now).catch((err: unknown) => {
      place.leave();
      throw err;
    });
    if (!slot) {
      place.leave();
      throw fail(429, ORGANISER_MESSAGES.exportsBusy);
    }
    // The stream gives back both when it ends, fails or is cancelled.
    const lease: SlotLease = {
      async release() {
        place.leave();
        await slot.release();
      },
    };
    try {
      await audit(deps, c, 'export.downloaded', '', { format });
    } catch (err) {
      await lease.release();
      throw err;
    }
    const body = exportStream(deps, viewer, format, lease);
    const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
    return c.body(body, 200, {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="applications-${stamp}.${format}"`,
    });
  });
}
