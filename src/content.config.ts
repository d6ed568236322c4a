/**
 * Every content collection of the site: the file it reads and its schema come from src/lib/content/collections.ts
 * (schemas in src/lib/content/schemas/, one file per concept, every field documented), which
 * `npm run check:content` checks too, without Astro. Data lives in the top-level `content/` folder
 * (see content/README.md). Schemas are strict: a missing, mistyped or unknown field stops `astro sync`
 * and `astro build` with a message naming the file and the field.
 *
 * Image fields go through the `image()` helper: write a path relative to the file that holds it
 * (e.g. `./images/gallery/gallery-01.jpg` in content/gallery.json, `../images/blog/blog-01.jpg` in a post);
 * a missing picture fails the sync, and pages receive ImageMetadata for `<Image>` / `<Picture>`.
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import type { z } from 'astro/zod';
import { jsonFile } from './lib/content/json-file-loader.ts';
import { blogPosts } from './lib/content/blog-loader.ts';
import { BLOG, DATA_COLLECTIONS as DATA } from './lib/content/collections.ts';

/** A collection read from one JSON file of src/lib/content/collections.ts. */
const fromFile = <S extends z.ZodType>(collection: {
  file: string;
  single?: string;
  schema: S | ((context: SchemaContext) => S);
}) => defineCollection({ loader: jsonFile(collection.file, { single: collection.single }), schema: collection.schema });

export const collections = {
  blog: defineCollection({ loader: blogPosts(BLOG.folder, BLOG.pattern), schema: BLOG.schema }),
  categories: fromFile(DATA.categories),
  tags: fromFile(DATA.tags),
  faqs: fromFile(DATA.faqs),
  schedule: fromFile(DATA.schedule),
  gallery: fromFile(DATA.gallery),
  speakers: fromFile(DATA.speakers),
  tickets: fromFile(DATA.tickets),
  features: fromFile(DATA.features),
  stats: fromFile(DATA.stats),
  factCounters: fromFile(DATA.factCounters),
  banners: fromFile(DATA.banners),
  testimonials: fromFile(DATA.testimonials),
  clients: fromFile(DATA.clients),
  eventInfo: fromFile(DATA.eventInfo),
  site: fromFile(DATA.site),
  privacy: fromFile(DATA.privacy),
};
