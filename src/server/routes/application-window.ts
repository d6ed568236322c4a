import { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { windowView } from '../applications/window.ts';

/** GET /api/application-window: public, so the site can show whether applications are open. */
export function applicationWindowRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/application-window', async (c) => c.json(await windowView(deps.db, deps.now()), 200));
}
