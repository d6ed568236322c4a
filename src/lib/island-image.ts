import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** A picture optimised at build time, as plain attributes a React island can put on an <img>. */
export interface IslandImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * Islands cannot use astro:assets, so the Astro component that places one optimises its pictures with
 * this and passes the result as props: the same files and srcset <Image> would give.
 */
export async function islandImage(
  source: ImageMetadata,
  options: { widths: number[]; sizes: string; width?: number; height?: number },
): Promise<IslandImage> {
  const image = await getImage({ src: source, ...options });
  return {
    src: image.src,
    srcSet: image.srcSet.attribute,
    sizes: options.sizes,
    width: Number(image.attributes.width),
    height: Number(image.attributes.height),
  };
}
