/**
 * PhotoSwipe 5 for a gallery island's photo links (the GalleryLightbox grid and the GalleryCarousel).
 * Only the small lightbox module loads with the island; PhotoSwipe's core is imported when a photo is
 * first opened.
 */
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import type PhotoSwipe from 'photoswipe';
import type { PhotoSwipeOptions } from 'photoswipe';
import { galleryHash, parseGalleryHash } from './gallery-hash.ts';

/** docs/spec.md §9: lightbox constants. */
const LIGHTBOX_OPTIONS = {
  showAnimationDuration: 333,
  hideAnimationDuration: 333,
  preload: [1, 2],
  bgOpacity: 0.8,
  preloaderDelay: 2000,
  spacing: 0.1,
  loop: true,
  arrowKeys: true,
  zoom: true,
  close: true,
  arrowPrev: true,
  arrowNext: true,
  errorMsg: 'The image cannot be loaded',
} satisfies Partial<PhotoSwipeOptions>;

/** Arrow-key pan step of a zoomed-in photo, in pixels (docs/spec.md §9). */
const ARROW_PAN_STEP = 80;

/** PhotoSwipe-style 32 x 32 download glyph for the custom toolbar button. */
const DOWNLOAD_ICON =
  '<path d="M20.5 14.3 17.1 18V10h-2.2v7.9l-3.4-3.6L10 16l6 6.1 6-6.1-1.5-1.7ZM23 23H9v2h14v-2Z" id="pswp__icn-download"/>';

/**
 * Opens the `a[data-pswp-width]` links inside `gallery` in the lightbox, mirrors the open photo in the
 * address as gallery `galleryId`, and opens the photo an address names at once. Returns a stop function.
 */
export function startPhotoLightbox(gallery: HTMLElement, galleryId: string): () => void {
  const photos = photosInGalleryOrder(gallery);
  const lightbox = new PhotoSwipeLightbox({
    ...LIGHTBOX_OPTIONS,
    gallery,
    children: photos,
    pswpModule: () => import('photoswipe'),
  });

  lightbox.on('uiRegister', () => {
    if (!lightbox.pswp) return;
    lightbox.pswp.element?.setAttribute('aria-label', 'Photo viewer');
    registerDownloadButton(lightbox.pswp);
  });
  lightbox.on('keydown', (event) => {
    if (lightbox.pswp && panZoomedPhoto(lightbox.pswp, event.originalEvent)) event.preventDefault();
  });
  const count = photos.length;
  const stopSync = syncAddressHash(lightbox, galleryId, count);
  lightbox.init();

  const linked = photoInAddress(galleryId, count);
  if (linked !== undefined) lightbox.loadAndOpen(linked);
  return () => {
    stopSync();
    lightbox.destroy();
  };
}

/**
 * The photo links in the gallery's own order. A looping carousel moves its slides about in the page, so
 * links that carry `data-photo-index` (their place as rendered) are ordered by it: the lightbox's
 * numbering, and the address's pid, stay the photos' own wherever the carousel has moved them.
 */
function photosInGalleryOrder(gallery: HTMLElement): HTMLElement[] {
  const links = Array.from(gallery.querySelectorAll<HTMLElement>('a[data-pswp-width]'));
  const place = (link: HTMLElement) => Number(link.dataset.photoIndex ?? links.indexOf(link));
  return links.sort((a, b) => place(a) - place(b));
}

/** Index of this gallery's photo named by the address hash, if the hash names one. */
function photoInAddress(galleryId: string, count: number): number | undefined {
  const hash = parseGalleryHash(location.hash);
  return hash?.galleryId === galleryId && hash.index < count ? hash.index : undefined;
}

/** A toolbar link that downloads the photo on screen. */
function registerDownloadButton(pswp: PhotoSwipe): void {
  pswp.ui?.registerElement({
    name: 'download',
    order: 8,
    isButton: true,
    tagName: 'a',
    title: 'Download',
    html: { isCustomSVG: true, inner: DOWNLOAD_ICON, outlineID: 'pswp__icn-download' },
    onInit: (element, instance) => {
      element.setAttribute('download', '');
      element.setAttribute('rel', 'noopener');
      const point = () => element.setAttribute('href', String(instance.currSlide?.data.src ?? ''));
      instance.on('change', point);
      point();
    },
  });
}

/**
 * PhotoSwipe pans a zoomed photo 80 px with the up and down keys but always turns left and right into
 * previous / next. While zoomed in, left and right pan by the same step instead, so every arrow pans.
 */
function panZoomedPhoto(pswp: PhotoSwipe, event: KeyboardEvent): boolean {
  const step = { ArrowLeft: ARROW_PAN_STEP, ArrowRight: -ARROW_PAN_STEP }[event.key];
  const slide = pswp.currSlide;
  if (!step || !slide || slide.currZoomLevel <= slide.zoomLevels.fit) return false;
  event.preventDefault();
  slide.panTo(slide.pan.x + step, slide.pan.y);
  return true;
}

/**
 * Mirrors the open photo in the address (`#&gid=..&pid=..`): opening adds a history entry so the Back
 * button closes the lightbox, moving between photos replaces it, closing removes it; going forward to
 * such an entry reopens its photo.
 */
function syncAddressHash(lightbox: PhotoSwipeLightbox, galleryId: string, count: number): () => void {
  let isOpen = false;
  /** Whether the entry the lightbox is showing was pushed by us (so closing goes back over it). */
  let pushedEntry = false;

  const linkedPhoto = () => photoInAddress(galleryId, count);
  const addressWith = (hash: string) => `${location.pathname}${location.search}${hash}`;

  lightbox.on('beforeOpen', () => {
    isOpen = true;
  });
  lightbox.on('change', () => {
    const index = lightbox.pswp?.currIndex;
    if (index === undefined) return;
    const hash = galleryHash(galleryId, index);
    if (location.hash === hash) return;
    if (!pushedEntry && linkedPhoto() === undefined) {
      history.pushState(history.state, '', addressWith(hash));
      pushedEntry = true;
    } else {
      history.replaceState(history.state, '', addressWith(hash));
    }
  });
  lightbox.on('close', () => {
    isOpen = false;
    if (pushedEntry) {
      pushedEntry = false;
      history.back();
    } else if (linkedPhoto() !== undefined) {
      history.replaceState(history.state, '', addressWith(''));
    }
  });

  const followHistory = () => {
    const index = linkedPhoto();
    if (isOpen && index === undefined) {
      // Back was pressed while a photo was open: the entry is already gone, just close. PhotoSwipe
      // ignores close() during its opening animation, so a quick Back closes once that has ended.
      pushedEntry = false;
      const pswp = lightbox.pswp;
      if (pswp?.opener.isOpen) pswp.close();
      else pswp?.on('openingAnimationEnd', () => pswp.close());
    } else if (!isOpen && index !== undefined) {
      lightbox.loadAndOpen(index);
    }
  };
  window.addEventListener('popstate', followHistory);
  return () => window.removeEventListener('popstate', followHistory);
}
