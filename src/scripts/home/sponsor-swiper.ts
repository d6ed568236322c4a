import Swiper from 'swiper';
import { SPONSOR_AUTOPLAY_MS, SPONSOR_GAP_PX, sponsorBreakpoints } from '../../lib/carousels.ts';
import { autoAdvance } from './auto-advance.ts';
import { followTextDirection, prefersReducedMotion } from './swiper-support.ts';

/** Sponsor logos: 1 to 5 at a time by window width, looping one step every 5 s. */
export function startSponsorCarousel(root: HTMLElement): void {
  const container = root.querySelector<HTMLElement>('.swiper');
  if (!container) return;
  const swiper = new Swiper(container, {
    spaceBetween: SPONSOR_GAP_PX,
    breakpoints: sponsorBreakpoints(),
    loop: true,
  });
  followTextDirection(swiper);
  if (!prefersReducedMotion()) autoAdvance(swiper, root, SPONSOR_AUTOPLAY_MS);
}
