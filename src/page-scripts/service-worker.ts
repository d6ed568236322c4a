/**
 * The service worker (/sw.js, bundled by src/integrations/service-worker.ts): the event pages at the venue, where
 * networks fail. Pages are fetched network first with a short timeout and kept; without a network the kept copy is
 * shown with its 'Offline copy from …' line (lib/offline/offline-copy.ts). The bundles the event pages load are
 * precached; pictures are kept as they are seen, up to a limit. /judge is kept the same way, so a judge's phone opens
 * it without a network. The API, sign-in, the rest of the portal and the workspace are never answered from here
 * (lib/offline/pages.ts).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isNeverOffline, isOfflinePage, showsOfflineLine } from '../lib/offline/pages.ts';
import { SAVED_AT_HEADER, withOfflineLine } from '../lib/offline/offline-copy.ts';
import { cacheLimit } from '../lib/offline/cache-limit.ts';

interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}
/** What this worker uses of its global scope (the DOM's types do not describe a worker's). */
declare const self: {
  __WB_MANIFEST: { url: string; revision: null }[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<readonly { url: string }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitUntil) => void): void;
};

const PAGES = 'event-pages';
/** Long enough for a slow venue network to answer, short enough that a dead one does not keep a visitor waiting. */
const NETWORK_TIMEOUT_SECONDS = 3;

const sameSite = (url: URL) => url.origin === self.location.origin;

/** A copy of a response with the time it was fetched, which the offline line shows. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** Kept copies carry their time; a page answered from its copy says so in its first line. */
const offlineCopies = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.ok ? stamped(response) : null),
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) => {
    if (!cachedResponse?.headers.get('content-type')?.startsWith('text/html')) return cachedResponse ?? null;
    if (!showsOfflineLine(new URL(request.url).pathname)) return cachedResponse;
    const savedAt = new Date(cachedResponse.headers.get(SAVED_AT_HEADER) ?? Date.now());
    const { status, statusText, headers } = cachedResponse;
    return new Response(withOfflineLine(await cachedResponse.text(), savedAt), { status, statusText, headers });
  },
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [offlineCopies, cacheLimit(80)],
});
registerRoute(({ url }) => sameSite(url) && isOfflinePage(url.pathname), pages);

registerRoute(
  ({ request, url }) => request.destination === 'image' && sameSite(url) && !isNeverOffline(url.pathname),
  new CacheFirst({ cacheName: 'pictures', plugins: [cacheLimit(60)] }),
);

// Hashed bundles the precache does not hold (fonts, a lazy island): their names change with their bytes.
registerRoute(
  ({ url }) => sameSite(url) && url.pathname.startsWith('/_astro/'),
  new CacheFirst({ cacheName: 'bundles', plugins: [cacheLimit(60)] }),
);

/**
 * The event pages open when the worker starts were loaded before it could keep them: fetch them once now, so the
 * first page a visitor opened is there offline too.
 */
async function keepOpenPages(event: WaitUntil): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.map(({ url }) => new URL(url)).filter((url) => sameSite(url) && isOfflinePage(url.pathname));
  const keep = (url: URL) => pages.handle({ request: new Request(url.href), event }).catch(() => undefined);
  await Promise.all(open.map(keep));
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim().then(() => keepOpenPages(event))));
