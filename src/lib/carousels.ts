/** The spec's carousel constants (section 9), shared by the carousel islands and their tests. */

/** Banner: fade to the next slide every 5000 ms, the fade itself taking 500 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 500;

/** Sponsor carousel: one step every 5000 ms. */
export const SPONSOR_AUTOPLAY_MS = 5000;

/** Gallery carousel: one step every 5000 ms. */
export const GALLERY_AUTOPLAY_MS = 5000;

/**
 * Slides visible at once in the sponsor and gallery carousels (the strips), by the smallest window
 * width they apply from: 1200 px 5, 1024 px 4, 768 px 3, 600 px 2, otherwise 1. The strips' CSS
 * (strip-carousel.css) mirrors these so a strip has its final layout before Swiper starts.
 */
const STRIP_SLIDES_FROM: readonly (readonly [minWidth: number, slides: number])[] = [
  [1200, 5],
  [1024, 4],
  [768, 3],
  [600, 2],
  [0, 1],
];

/** Gap between the slides of a strip, in px (also in strip-carousel.css). */
export const STRIP_GAP_PX = 24;

/** How many slides a strip shows in a window this wide. */
export function stripSlidesPerView(windowWidth: number): number {
  const match = STRIP_SLIDES_FROM.find(([minWidth]) => windowWidth >= minWidth);
  return match ? match[1] : 1;
}

/** The same table in Swiper's `breakpoints` shape. */
export function stripBreakpoints(): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(STRIP_SLIDES_FROM.map(([minWidth, slides]) => [minWidth, { slidesPerView: slides }]));
}
