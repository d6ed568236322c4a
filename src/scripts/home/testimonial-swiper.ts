import Swiper from 'swiper';
import { Navigation } from 'swiper/modules';
import { followTextDirection, hideSlidesOutOfView } from './swiper-support.ts';

/** One quote at a time, moved with the arrows only: the spec's home testimonials have no autoplay. */
export function startTestimonialCarousel(root: HTMLElement): void {
  const container = root.querySelector<HTMLElement>('.swiper');
  if (!container) return;
  const swiper = new Swiper(container, {
    modules: [Navigation],
    slidesPerView: 1,
    spaceBetween: 24,
    loop: true,
    navigation: {
      prevEl: root.querySelector<HTMLElement>('[data-carousel-prev]'),
      nextEl: root.querySelector<HTMLElement>('[data-carousel-next]'),
    },
  });
  hideSlidesOutOfView(swiper);
  followTextDirection(swiper);
}
