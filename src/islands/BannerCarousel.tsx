import { useRef } from 'react';
import CarouselArrows from '../components/react/CarouselArrows.tsx';
import HeroFacts from '../components/react/HeroFacts.tsx';
import IslandBoundary from '../components/react/IslandBoundary.tsx';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '../lib/carousels.ts';
import { useSwiper } from '../lib/carousel/use-swiper.ts';
import type { IslandImage } from '../lib/island-image.ts';

/** One banner slide, from content/banners.json with its picture optimised. */
interface BannerSlide {
  image: IslandImage;
  subTitle: string;
  title1: string;
  title2: string;
  list1: string;
  list2: string;
  list3: string;
  btnLink: string;
  btnText: string;
}

interface Props {
  /** The page's h1 (the event name), read by screen readers above the slides. */
  heading: string;
  /** The date every slide shows ('January 20, 2023'). */
  date: string;
  slides: BannerSlide[];
}

function Banner({ heading, date, slides }: Props) {
  const root = useRef<HTMLElement>(null);
  useSwiper(root, {
    options: {
      effect: 'fade',
      fadeEffect: { crossFade: true },
      speed: BANNER_SPEED_MS,
      // The spec's loop: after the last slide comes the first, before the first the last. With a fade,
      // rewinding looks exactly like Swiper's loop mode, without moving slides in the DOM at every step.
      rewind: true,
    },
    loadModules: async () => {
      const { EffectFade, Navigation } = await import('../lib/carousel/banner-modules.ts');
      return [EffectFade, Navigation];
    },
    autoplayMs: BANNER_AUTOPLAY_MS,
    oneAtATime: true,
    // On screen at load: Swiper's code waits for the first fade or for the visitor.
    onDemand: true,
  });

  return (
    <section className="banner" aria-roledescription="carousel" aria-label="Event highlights" ref={root}>
      <h1 className="visually-hidden">{heading}</h1>
      <div className="swiper banner__swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              className="swiper-slide banner__slide"
              key={slide.title1 + index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              inert={index > 0}
              aria-hidden={index > 0 ? 'true' : undefined}
            >
              <img
                className="banner__bg"
                {...slide.image}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <div className="container banner__content">
                <HeroFacts
                  tag={slide.subTitle}
                  facts={[
                    { icon: 'user', text: slide.list1 },
                    { icon: 'star', text: slide.list2 },
                    { icon: 'map-pin', text: slide.list3 },
                    { icon: 'calendar', text: date },
                  ]}
                >
                  <p className="banner__title">{slide.title1}</p>
                  <p className="banner__tagline">{slide.title2}</p>
                </HeroFacts>
                <a className="btn btn-primary banner__cta" href={slide.btnLink}>
                  {slide.btnText}
                </a>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="banner__arrows">
        <CarouselArrows item="slide" tone="light" />
      </div>
    </section>
  );
}

/** The home banner: the spec's slides fading every 5000 ms (500 ms fade) in a loop, with arrows. */
export default function BannerCarousel(props: Props) {
  return (
    <IslandBoundary>
      <Banner {...props} />
    </IslandBoundary>
  );
}
