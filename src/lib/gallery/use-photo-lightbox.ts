import { useEffect, type RefObject } from 'react';
import type { IslandImage } from '../island-image.ts';
import { startPhotoLightbox } from './photo-lightbox.ts';

/** A picture of a gallery island: the thumbnail shown on the page and the large file the lightbox opens. */
export interface GalleryPhoto {
  alt: string;
  thumb: IslandImage;
  full: { src: string; width: number; height: number };
}

/** Opens the photo links inside `root` in the PhotoSwipe lightbox once the island has hydrated. */
export function usePhotoLightbox(root: RefObject<HTMLElement | null>, galleryId: string): void {
  useEffect(() => {
    if (!root.current) return;
    return startPhotoLightbox(root.current, galleryId);
  }, [root, galleryId]);
}
