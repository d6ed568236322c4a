import type { GalleryPhoto } from '../../lib/gallery/use-photo-lightbox.ts';
import Icon from './Icon.tsx';

interface Props {
  photo: GalleryPhoto;
  /** Above the fold: loads with the page instead of lazily. */
  eager?: boolean;
  /** The photo's place in its gallery, for a carousel that moves its slides about (see photo-lightbox.ts). */
  index?: number;
}

/**
 * A thumbnail that opens its photo in the lightbox. Without JavaScript (or before the island hydrates)
 * the link opens the large file in a new tab.
 */
export default function PhotoLink({ photo, eager = false, index }: Props) {
  return (
    <a
      className="photo-link"
      href={photo.full.src}
      data-pswp-width={photo.full.width}
      data-pswp-height={photo.full.height}
      data-photo-index={index}
      target="_blank"
      rel="noopener"
    >
      <img
        {...photo.thumb}
        alt={photo.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <span className="photo-link__zoom" aria-hidden="true">
        <Icon name="search" />
      </span>
    </a>
  );
}
