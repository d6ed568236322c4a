import { useRef } from 'react';
import '../styles/strip-carousel.css';
import IslandBoundary from '../components/react/IslandBoundary.tsx';
import { SPONSOR_AUTOPLAY_MS, STRIP_GAP_PX, stripBreakpoints } from '../lib/carousels.ts';
import { useSwiper } from '../lib/carousel/use-swiper.ts';
import type { IslandImage } from '../lib/island-image.ts';

interface Props {
  logos: { name: string; image: IslandImage }[];
}

function LogoStrip({ logos }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useSwiper(root, {
    options: { spaceBetween: STRIP_GAP_PX, breakpoints: stripBreakpoints(), loop: true },
    autoplayMs: SPONSOR_AUTOPLAY_MS,
  });
  return (
    <div className="strip-carousel" role="region" aria-roledescription="carousel" aria-label="Partner logos" ref={root}>
      <div className="swiper">
        <ul className="swiper-wrapper strip-carousel__list">
          {logos.map((logo) => (
            <li className="swiper-slide sponsor" key={logo.name}>
              <img {...logo.image} alt={logo.name} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The partner logos: 1 to 5 at a time by window width, looping one step every 5000 ms. */
export default function SponsorCarousel(props: Props) {
  return (
    <IslandBoundary>
      <LogoStrip {...props} />
    </IslandBoundary>
  );
}
