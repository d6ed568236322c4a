import Swiper from 'swiper';
import { EffectFade, Navigation } from 'swiper/modules';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '../../lib/carousels.ts';
import { autoAdvance } from './auto-advance.ts';
import { followTextDirection, hideSlidesOutOfView, prefersReducedMotion } from './swiper-support.ts';

/** The home banner (HomeBanner.astro): fading slides that loop, with arrows, advancing every 5 s. */
for (const root of document.querySelectorAll<HTMLElement>('[data-banner-carousel]')) {
  const container = root.querySelector<HTMLElement>('.swiper');
  if (!container) continue;
  const swiper = new Swiper(container, {
    modules: [EffectFade, Navigation],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    speed: BANNER_SPEED_MS,
    // The spec's loop: after the last slide comes the first, before the first the last. With a fade,
    // rewinding looks exactly like Swiper's loop mode, without moving slides in the DOM at every step.
    rewind: true,
    navigation: {
      prevEl: root.querySelector<HTMLElement>('[data-carousel-prev]'),
      nextEl: root.querySelector<HTMLElement>('[data-carousel-next]'),
    },
  });
  hideSlidesOutOfView(swiper);
  followTextDirection(swiper);
  if (!prefersReducedMotion()) autoAdvance(swiper, root, BANNER_AUTOPLAY_MS);
}
