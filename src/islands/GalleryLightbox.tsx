import { useRef } from 'react';
import '../styles/gallery.css';
import IslandBoundary from '../components/react/IslandBoundary.tsx';
import PhotoLink from '../components/react/PhotoLink.tsx';
import { usePhotoLightbox, type GalleryPhoto } from '../lib/gallery/use-photo-lightbox.ts';

interface Props {
  /** The pictures, in the order the lightbox steps through them. */
  photos: GalleryPhoto[];
  /** Written to the address hash as gid when a photo opens; unique among the page's galleries. */
  galleryId: string;
  /** How many thumbnails sit above the fold and load at once; the rest load lazily. */
  eagerCount?: number;
}

function PhotoGrid({ photos, galleryId, eagerCount = 0 }: Props) {
  const root = useRef<HTMLUListElement>(null);
  usePhotoLightbox(root, galleryId);
  return (
    <ul className="gallery-grid" data-gallery={galleryId} ref={root}>
      {photos.map((photo, index) => (
        <li key={photo.full.src}>
          <PhotoLink photo={photo} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A grid of gallery thumbnails that open in the PhotoSwipe lightbox (zoom, arrows, loop, download, the
 * address hash): /gallery and the home page's Event Gallery.
 */
export default function GalleryLightbox(props: Props) {
  return (
    <IslandBoundary>
      <PhotoGrid {...props} />
    </IslandBoundary>
  );
}
