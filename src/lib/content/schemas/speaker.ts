/** Speakers (content/speakers.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { dataImage, id, paragraph, text } from './fields.ts';

/** One speaker (placeholder list; the site says 'Coming soon...' until they are announced). */
export const SpeakerSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Speaker number; the detail page is /speakers-detail/{id}. */
    id: id(),
    /** Portrait, e.g. ./images/speakers/speaker-1.jpg. */
    thumb: dataImage(image),
    /** Full name. */
    name: text(),
    /** Role and organisation. */
    designation: text(),
    /** A short paragraph for the detail page. */
    bio: paragraph(),
  });
