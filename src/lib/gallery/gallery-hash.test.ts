import { describe, expect, it } from 'vitest';
import { galleryHash, parseGalleryHash } from './gallery-hash.ts';

describe('galleryHash', () => {
  it('numbers pictures from 1 in the address', () => {
    expect(galleryHash('1', 0)).toBe('#&gid=1&pid=1');
    expect(galleryHash('1', 2)).toBe('#&gid=1&pid=3');
  });

  it('round-trips through parseGalleryHash', () => {
    expect(parseGalleryHash(galleryHash('home gallery', 5))).toEqual({ galleryId: 'home gallery', index: 5 });
  });
});

describe('parseGalleryHash', () => {
  it('reads the spec example', () => {
    expect(parseGalleryHash('#&gid=1&pid=3')).toEqual({ galleryId: '1', index: 2 });
  });

  it('accepts the parameters in either order and without the leading &', () => {
    expect(parseGalleryHash('#pid=2&gid=7')).toEqual({ galleryId: '7', index: 1 });
  });

  it('ignores ordinary anchors and incomplete or invalid hashes', () => {
    for (const hash of [
      '',
      '#',
      '#about',
      '#&gid=1',
      '#&pid=3',
      '#&gid=&pid=3',
      '#&gid=1&pid=0',
      '#&gid=1&pid=x',
      '#&gid=1&pid=-2',
      '#&gid=1&pid=1.5',
    ]) {
      expect(parseGalleryHash(hash), hash).toBeNull();
    }
  });
});
