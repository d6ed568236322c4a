/**
 * The gallery lightbox's address hash (PhotoSwipe 4 style, which PhotoSwipe 5 no longer builds in):
 * `#&gid=<gallery id>&pid=<picture number, from 1>`. Opening a photo writes it; loading an address
 * that carries it reopens that photo.
 */

export interface GalleryHash {
  galleryId: string;
  /** Index of the picture in its gallery, from 0. */
  index: number;
}

/** The hash for the picture at `index` (from 0) of gallery `galleryId`. */
export function galleryHash(galleryId: string, index: number): string {
  return `#&gid=${encodeURIComponent(galleryId)}&pid=${index + 1}`;
}

/** Reads a gallery hash; anything else (no hash, another anchor, a bad pid) gives null. */
export function parseGalleryHash(hash: string): GalleryHash | null {
  const params = new URLSearchParams(hash.replace(/^#&?/, ''));
  const galleryId = params.get('gid');
  const pid = params.get('pid') ?? '';
  if (!galleryId || !/^[1-9]\d*$/.test(pid)) return null;
  return { galleryId, index: Number(pid) - 1 };
}
