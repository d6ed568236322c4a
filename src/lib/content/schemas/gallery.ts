/** Gallery pictures (content/gallery.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { dataImage, id, text } from './fields.ts';

/** One picture of the event gallery. */
export const GalleryItemSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Picture number, unique; the lightbox puts it in the address hash. */
    id: id(),
    /** The picture, e.g. ./images/gallery/gallery-01.jpg. */
    thumb: dataImage(image),
    /** Text alternative describing the picture. */
    alt: text(),
  });
