import type { ClientDirective } from 'astro';
import { parseGalleryHash } from '../lib/gallery/gallery-hash.ts';

/**
 * `client:photo`, for the gallery lightboxes: hydrates when the browser is idle if the address names a photo
 * (`#&gid=..&pid=..`, so that photo opens at load), and otherwise only once the gallery is scrolled into view,
 * so a page that merely has a gallery below the fold loads none of the lightbox's code at first.
 */
const photoDirective: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  if (parseGalleryHash(location.hash)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
    return;
  }
  // The island's element lays out its children only (display: contents), so they are what scrolls into view.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void hydrate();
  });
  for (const child of el.children) observer.observe(child);
};

export default photoDirective;
