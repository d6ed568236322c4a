/**
 * A Workbox plugin that keeps a runtime cache to its newest `max` entries: after each write, the oldest go (the Cache
 * API lists keys in the order they were written). Workbox's own ExpirationPlugin does more (ages, an IndexedDB of
 * timestamps) for about 2.5 KB gz of the worker's 8 KB budget; a count is all these caches need.
 */

/** What the plugin uses of the Cache API. */
interface CacheStorageLike {
  open(name: string): Promise<{ keys(): Promise<readonly Request[]>; delete(request: Request): Promise<boolean> }>;
}

export function cacheLimit(max: number, storage: CacheStorageLike = caches) {
  return {
    cacheDidUpdate: async ({ cacheName }: { cacheName: string }): Promise<void> => {
      const cache = await storage.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
    },
  };
}
