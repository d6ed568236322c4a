import { useRef } from 'react';
import { Navigation } from 'swiper/modules';
import CarouselArrows from '../components/react/CarouselArrows.tsx';
import Icon from '../components/react/Icon.tsx';
import IslandBoundary from '../components/react/IslandBoundary.tsx';
import type { Testimonial } from '../lib/content/types.ts';
import { useSwiper } from '../lib/carousel/use-swiper.ts';

interface Props {
  testimonials: Testimonial[];
}

/** Every testimonial shows the spec's 5-star display. */
const STARS = 5;

function Quotes({ testimonials }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useSwiper(root, {
    options: { modules: [Navigation], slidesPerView: 1, spaceBetween: 24, loop: true },
    oneAtATime: true,
  });

  return (
    <div
      className="testimonials__carousel"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      role="region"
      ref={root}
    >
      <div className="swiper">
        <div className="swiper-wrapper">
          {testimonials.map((testimonial, index) => (
            <div
              className="swiper-slide testimonials__slide"
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              inert={index > 0}
              aria-hidden={index > 0 ? 'true' : undefined}
            >
              <figure className="quote">
                <span className="quote__mark">
                  <Icon name="quote" />
                </span>
                <p className="quote__stars" role="img" aria-label={`Rated ${STARS} out of ${STARS}`}>
                  {Array.from({ length: STARS }, (_, star) => (
                    <Icon name={testimonial.icon} key={star} />
                  ))}
                </p>
                <blockquote>
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>
                  <span>{testimonial.role}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="testimonials__arrows">
        <CarouselArrows item="testimonial" />
      </div>
    </div>
  );
}

/** Testimonials: one quote at a time, in a loop, moved with the arrows only (the spec's home carousel has no autoplay). */
export default function TestimonialCarousel(props: Props) {
  return (
    <IslandBoundary>
      <Quotes {...props} />
    </IslandBoundary>
  );
}
