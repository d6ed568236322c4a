import { Hono } from 'hono';
import type { ApiDeps } from './deps.ts';
import { fail, onError } from './errors.ts';
import { apiRoutes } from './routes/index.ts';
import { securityHeaders } from './headers/security-headers.ts';
import type { SiteIndex } from './static/site-index.ts';
import { notFoundPage, serveSite } from './static/serve-site.ts';
import { API_MESSAGES } from '../shared/messages/api.ts';

export interface AppOptions {
  /** The built site, loaded by `loadSite()`; an empty index serves only the not-found page. */
  site: SiteIndex;
  /** The API's dependencies; without them /api/* answers 404 (static-only tests). */
  api?: ApiDeps;
}

/** Builds the whole product (site and API) as one Hono app. It never listens: server.ts does, tests call `app.request()`. */
export function createApp({ site, api }: AppOptions) {
  const app = new Hono();
  app.use(securityHeaders);
  app.onError(onError);

  if (api) app.route('/api', apiRoutes(api));
  else {
    app.all('/api/*', () => {
      throw fail(404, API_MESSAGES.notFound);
    });
  }
  app.on(['GET', 'HEAD'], '*', serveSite(site));
  app.notFound((c) => notFoundPage(c, site));
  return app;
}
