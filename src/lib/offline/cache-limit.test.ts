import { describe, expect, it } from 'vitest';
import { cacheLimit } from './cache-limit.ts';

/** A cache holding these URLs, in the order they were written. */
function cacheOf(urls: string[]) {
  const held = urls.map((url) => new Request(url));
  const cache = {
    keys: async () => [...held],
    delete: async (request: Request) => {
      held.splice(held.indexOf(request), 1);
      return true;
    },
  };
  return { storage: { open: async () => cache }, held: () => held.map((request) => new URL(request.url).pathname) };
}

describe('the runtime caches’ limit', () => {
  it('drops the oldest entries past the limit', async () => {
    const { storage, held } = cacheOf(['/a.webp', '/b.webp', '/c.webp', '/d.webp'].map((p) => `https://x${p}`));
    await cacheLimit(2, storage).cacheDidUpdate({ cacheName: 'pictures' });
    expect(held()).toEqual(['/c.webp', '/d.webp']);
  });

  it('keeps everything up to the limit', async () => {
    const { storage, held } = cacheOf(['https://x/a.webp', 'https://x/b.webp']);
    await cacheLimit(2, storage).cacheDidUpdate({ cacheName: 'pictures' });
    expect(held()).toEqual(['/a.webp', '/b.webp']);
  });
});
