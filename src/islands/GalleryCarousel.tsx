import { useRef } from 'react';
import '../styles/gallery.css';
import '../styles/strip-carousel.css';
import IslandBoundary from '../components/react/IslandBoundary.tsx';
import PhotoLink from '../components/react/PhotoLink.tsx';
import { GALLERY_AUTOPLAY_MS, STRIP_GAP_PX, stripBreakpoints } from '../lib/carousels.ts';
import { useSwiper } from '../lib/carousel/use-swiper.ts';
import { usePhotoLightbox, type GalleryPhoto } from '../lib/gallery/use-photo-lightbox.ts';

interface Props {
  /** The pictures, in the order the strip and the lightbox step through them. */
  photos: GalleryPhoto[];
  /** Written to the address hash as gid when a photo opens; unique among the page's galleries. */
  galleryId: string;
}

function PhotoStrip({ photos, galleryId }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useSwiper(root, {
    // Rewind rather than loop: loop mode reorders the slides in the page, and the lightbox numbers
    // photos (and the address's pid) by their order there.
    options: { spaceBetween: STRIP_GAP_PX, breakpoints: stripBreakpoints(), rewind: true },
    autoplayMs: GALLERY_AUTOPLAY_MS,
  });
  usePhotoLightbox(root, galleryId);
  return (
    <div className="strip-carousel" role="region" aria-roledescription="carousel" aria-label="Event photos" ref={root}>
      <div className="swiper">
        <ul className="swiper-wrapper strip-carousel__list">
          {photos.map((photo) => (
            <li className="swiper-slide gallery-strip__photo" key={photo.full.src}>
              <PhotoLink photo={photo} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The spec's gallery carousel (section 9): 1 to 5 photos at a time by window width, stepping every
 * 5000 ms; each photo opens in the same lightbox as the gallery grid.
 */
export default function GalleryCarousel(props: Props) {
  return (
    <IslandBoundary>
      <PhotoStrip {...props} />
    </IslandBoundary>
  );
}
