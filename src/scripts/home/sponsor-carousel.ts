import { whenNearViewport } from './when-near.ts';

/** Sponsor carousels (SponsorCarousel.astro) load Swiper only as a visitor scrolls towards them. */
for (const root of document.querySelectorAll<HTMLElement>('[data-sponsor-carousel]')) {
  whenNearViewport(root, () => {
    void import('./sponsor-swiper.ts').then(({ startSponsorCarousel }) => startSponsorCarousel(root));
  });
}
