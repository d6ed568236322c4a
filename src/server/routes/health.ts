import { Hono } from 'hono';
import { pingDatabase } from '../db/unavailable.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';

/**
 * GET /api/health for load balancers: 200 `{status: 'ok'}` when the database answers; otherwise the
 * query's error reaches `onError`, which answers 503 like every other call during an outage.
 */
export function healthRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/health', async (c) => {
    await pingDatabase(deps.db);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' }, 200);
  });
}
