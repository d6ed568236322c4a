import Swiper from 'swiper';
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { autoAdvance } from './auto-advance.ts';
import { followTextDirection, hideSlidesOutOfView, prefersReducedMotion } from './swiper-support.ts';

export interface SwiperStart {
  options: SwiperOptions;
  modules: SwiperModule[];
  autoplayMs?: number;
  oneAtATime?: boolean;
  /** The visitor's pointer or focus is already inside the carousel: automatic steps wait until it leaves. */
  paused?: boolean;
}

/**
 * Starts Swiper on the `.swiper` element inside `root`, binding the carousel's arrows (data-carousel-prev /
 * data-carousel-next) when it has them. Loaded with Swiper by useSwiper when the carousel first needs it.
 */
export function startSwiper(
  root: HTMLElement,
  { options, modules, autoplayMs, oneAtATime, paused }: SwiperStart,
): { swiper: Swiper; stop: () => void } {
  const container = root.querySelector<HTMLElement>('.swiper')!;
  const prevEl = root.querySelector<HTMLElement>('[data-carousel-prev]');
  const nextEl = root.querySelector<HTMLElement>('[data-carousel-next]');
  const swiper = new Swiper(container, {
    ...options,
    modules: [...(options.modules ?? []), ...modules],
    ...(prevEl && nextEl ? { navigation: { prevEl, nextEl } } : {}),
  });
  if (oneAtATime) hideSlidesOutOfView(swiper);
  const stops = [followTextDirection(swiper)];
  if (autoplayMs && !prefersReducedMotion()) stops.push(autoAdvance(swiper, root, autoplayMs, paused));
  return {
    swiper,
    stop: () => {
      for (const stop of stops) stop();
      swiper.destroy();
    },
  };
}
