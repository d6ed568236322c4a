/**
 * Runs `start` once the element comes within a screen of the viewport, so carousels below the fold
 * load Swiper only when a visitor scrolls towards them, not with the page.
 */
export function whenNearViewport(element: Element, start: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
}
