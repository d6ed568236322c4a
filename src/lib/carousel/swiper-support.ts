import type { Swiper } from 'swiper/types';

/** Visitors who ask for reduced motion get carousels that move only when they press an arrow. */
export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * In carousels showing one slide at a time, slides out of view are hidden from assistive technology and
 * from the Tab order, so a keyboard never lands on an invisible link and a screen reader reads only the
 * slide on show. The islands render the same state at build time (every slide but the first hidden).
 */
export function hideSlidesOutOfView(swiper: Swiper): void {
  const update = () => {
    const active = swiper.slides[swiper.activeIndex];
    for (const slide of swiper.slides) {
      const shown = slide === active;
      slide.inert = !shown;
      if (shown) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    }
  };
  swiper.on('activeIndexChange', update);
  update();
}

/** Swiper reads the text direction once; the style panel can switch it later without a reload. Returns a stop function. */
export function followTextDirection(swiper: Swiper): () => void {
  const root = document.documentElement;
  const observer = new MutationObserver(() => swiper.changeLanguageDirection(root.dir === 'rtl' ? 'rtl' : 'ltr'));
  observer.observe(root, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
