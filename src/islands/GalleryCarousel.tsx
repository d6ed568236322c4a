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
    // Loop mode moves the slides about in the page; each link carries its place, so the lightbox (and the
    // address's pid) still number the photos in the gallery's order.
    options: { spaceBetween: STRIP_GAP_PX, breakpoints: stripBreakpoints(), loop: true },
    autoplayMs: GALLERY_AUTOPLAY_MS,
  });
  usePhotoLightbox(root, galleryId);
  return (
    <div className="strip-carousel" role="region" aria-roledescription="carousel" aria-label="Event photos" ref={root}>
      <div className="swiper">
        <ul className="swiper-wrapper strip-carousel__list">
          {photos.map((photo, index) => (
            <li className="swiper-slide gallery-strip__photo" key={photo.full.src}>
              <PhotoLink photo={photo} index={index} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The spec's gallery carousel (section 9): 1 to 5 photos at a time by window width, stepping every
 * 5000 ms and looping round after the last; each photo opens in the same lightbox as the gallery grid.
 */
export default function GalleryCarousel(props: Props) {
  return (
    <IslandBoundary>
      <PhotoStrip {...props} />
    </IslandBoundary>
  );
}
