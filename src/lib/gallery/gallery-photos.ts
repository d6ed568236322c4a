import { getImage } from 'astro:assets';
import type { GalleryItem } from '../content/types.ts';
import { islandImage } from '../island-image.ts';
import type { GalleryPhoto } from './use-photo-lightbox.ts';

/** Longest side of the picture the lightbox shows (the thumbnails are the spec's 370 x 370). */
const FULL_SIZE = 1200;
const THUMB_SIZE = 370;

/**
 * Build time: the thumbnail and the large file of each gallery picture, as props for the GalleryLightbox
 * and GalleryCarousel islands.
 */
export async function galleryPhotos(
  items: Pick<GalleryItem, 'thumb' | 'alt'>[],
  sizes: string,
): Promise<GalleryPhoto[]> {
  return Promise.all(
    items.map(async ({ thumb, alt }) => {
      const full = await getImage({ src: thumb, width: Math.min(FULL_SIZE, thumb.width), format: 'webp' });
      return {
        alt,
        thumb: await islandImage(thumb, {
          width: THUMB_SIZE,
          height: THUMB_SIZE,
          widths: [THUMB_SIZE, THUMB_SIZE * 2],
          sizes,
        }),
        full: { src: full.src, width: Number(full.attributes.width), height: Number(full.attributes.height) },
      };
    }),
  );
}
