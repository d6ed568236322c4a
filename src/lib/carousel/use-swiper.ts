import { useEffect, type RefObject } from 'react';
import type { Swiper, SwiperModule, SwiperOptions } from 'swiper/types';
import { prefersReducedMotion } from './swiper-support.ts';

export interface CarouselBehaviour {
  /** Swiper's own options (modules, effect, breakpoints, loop...). */
  options: SwiperOptions;
  /** Swiper modules imported with Swiper when it starts, for islands that load none of Swiper's code before. */
  loadModules?: () => Promise<SwiperModule[]>;
  /** Milliseconds between automatic steps; absent for carousels moved only by their arrows. */
  autoplayMs?: number;
  /** One slide on show at a time: the others leave the Tab order and the accessibility tree. */
  oneAtATime?: boolean;
  /**
   * Start Swiper only when first needed: the first automatic step, or the visitor reaching for the carousel
   * (pointer, touch, focus, an arrow). Until then the markup rendered at build time shows the first slide as
   * Swiper would, and the page has loaded none of Swiper's code (the home banner, on screen at load).
   */
  onDemand?: boolean;
}

/** What makes an on-demand carousel start: the visitor reaching for it. */
const REACH_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

/**
 * Starts Swiper (src/lib/carousel/start-swiper.ts, imported then) on the `.swiper` element inside `root` once
 * the island has hydrated, or when first needed (`onDemand`). The markup React rendered at build time already
 * has Swiper's layout, so nothing moves when it starts.
 */
export function useSwiper(root: RefObject<HTMLElement | null>, behaviour: CarouselBehaviour): void {
  useEffect(() => {
    const element = root.current;
    if (!element?.querySelector('.swiper')) return;
    let started: Promise<Swiper | undefined> | undefined;
    let stopSwiper: (() => void) | undefined;
    let unmounted = false;
    const start = (paused = false) =>
      (started ??= Promise.all([import('./start-swiper.ts'), behaviour.loadModules?.() ?? []]).then(
        ([{ startSwiper }, modules]) => {
          if (unmounted) return undefined;
          stopDemand();
          const running = startSwiper(element, { ...behaviour, modules, paused });
          stopSwiper = running.stop;
          return running.swiper;
        },
      ));

    // Before Swiper starts (on demand, or while its code is still loading after hydration), the arrows and the
    // first automatic step start it, then move it: an early click is never lost.
    const arrowClicked = (event: MouseEvent) => {
      const arrow = (event.target as Element).closest('[data-carousel-prev], [data-carousel-next]');
      if (arrow)
        void start().then((swiper) =>
          arrow.hasAttribute('data-carousel-prev') ? swiper?.slidePrev() : swiper?.slideNext(),
        );
    };
    const reached = () => void start(true);
    const firstStep =
      behaviour.onDemand && behaviour.autoplayMs && !prefersReducedMotion()
        ? setTimeout(() => void start().then((swiper) => swiper?.slideNext()), behaviour.autoplayMs)
        : undefined;
    function stopDemand() {
      clearTimeout(firstStep);
      element!.removeEventListener('click', arrowClicked);
      for (const type of REACH_EVENTS) element!.removeEventListener(type, reached);
    }

    element.addEventListener('click', arrowClicked);
    if (behaviour.onDemand) {
      for (const type of REACH_EVENTS) element.addEventListener(type, reached, { passive: true });
    } else void start();
    return () => {
      unmounted = true;
      stopDemand();
      stopSwiper?.();
    };
    // A carousel's settings are fixed for the life of its island: Swiper starts once.
  }, []);
}
