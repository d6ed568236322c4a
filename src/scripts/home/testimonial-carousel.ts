import { whenNearViewport } from './when-near.ts';

/** Testimonials (Testimonials.astro) load Swiper only as a visitor scrolls towards them. */
for (const root of document.querySelectorAll<HTMLElement>('[data-testimonial-carousel]')) {
  whenNearViewport(root, () => {
    void import('./testimonial-swiper.ts').then(({ startTestimonialCarousel }) => startTestimonialCarousel(root));
  });
}
