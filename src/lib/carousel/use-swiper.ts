import { useEffect, type RefObject } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { autoAdvance } from './auto-advance.ts';
import { followTextDirection, hideSlidesOutOfView, prefersReducedMotion } from './swiper-support.ts';

export interface CarouselBehaviour {
  /** Swiper's own options (modules, effect, breakpoints, loop...). */
  options: SwiperOptions;
  /** Milliseconds between automatic steps; absent for carousels moved only by their arrows. */
  autoplayMs?: number;
  /** One slide on show at a time: the others leave the Tab order and the accessibility tree. */
  oneAtATime?: boolean;
}

/**
 * Starts Swiper on the `.swiper` element inside `root` once the island has hydrated, binding the
 * carousel's arrows (data-carousel-prev / data-carousel-next) when it has them. The markup React
 * rendered at build time already has Swiper's layout, so nothing moves when it starts.
 */
export function useSwiper(
  root: RefObject<HTMLElement | null>,
  { options, autoplayMs, oneAtATime }: CarouselBehaviour,
): void {
  useEffect(() => {
    const element = root.current;
    const container = element?.querySelector<HTMLElement>('.swiper');
    if (!element || !container) return;
    const prevEl = element.querySelector<HTMLElement>('[data-carousel-prev]');
    const nextEl = element.querySelector<HTMLElement>('[data-carousel-next]');
    const swiper = new Swiper(container, {
      ...options,
      ...(prevEl && nextEl ? { navigation: { prevEl, nextEl } } : {}),
    });
    if (oneAtATime) hideSlidesOutOfView(swiper);
    const stops = [followTextDirection(swiper)];
    if (autoplayMs && !prefersReducedMotion()) stops.push(autoAdvance(swiper, element, autoplayMs));
    return () => {
      for (const stop of stops) stop();
      swiper.destroy();
    };
    // A carousel's settings are fixed for the life of its island: Swiper starts once.
  }, []);
}
