/**
 * Every content collection of the site, with its schema from src/lib/content/schemas/ (one file per
 * concept, every field documented). Data lives in the top-level `content/` folder
 * (see content/README.md). Schemas are strict: a missing, mistyped or unknown field stops `astro sync`
 * and `astro build` with a message naming the file and the field.
 *
 * Image fields go through the `image()` helper: write a path relative to the file that holds it
 * (e.g. `./images/gallery/gallery-01.jpg` in content/gallery.json, `../images/blog/blog-01.jpg` in a post);
 * a missing picture fails the sync, and pages receive ImageMetadata for `<Image>` / `<Picture>`.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { jsonFile } from './lib/content/json-file-loader.ts';
import { BlogPostSchema, CategorySchema, TagSchema } from './lib/content/schemas/blog.ts';
import { FaqSchema } from './lib/content/schemas/faq.ts';
import { GalleryItemSchema } from './lib/content/schemas/gallery.ts';
import { SpeakerSchema } from './lib/content/schemas/speaker.ts';
import { ScheduleDaySchema } from './lib/content/schemas/schedule.ts';
import { TicketSchema } from './lib/content/schemas/ticket.ts';
import { FeatureSchema } from './lib/content/schemas/feature.ts';
import { StatSchema, FactCounterSchema } from './lib/content/schemas/counters.ts';
import { BannerSchema } from './lib/content/schemas/banner.ts';
import { TestimonialSchema } from './lib/content/schemas/testimonial.ts';
import { ClientSchema } from './lib/content/schemas/client.ts';
import { EventInfoSchema } from './lib/content/schemas/event-info.ts';
import { SiteSchema } from './lib/content/schemas/site.ts';
import { PrivacyContentSchema } from './shared/privacy/privacy-content.ts';

export const collections = {
  blog: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './content/blog' }),
    schema: BlogPostSchema,
  }),
  categories: defineCollection({ loader: jsonFile('content/categories.json'), schema: CategorySchema }),
  tags: defineCollection({ loader: jsonFile('content/tags.json'), schema: TagSchema }),
  faqs: defineCollection({ loader: jsonFile('content/faqs.json'), schema: FaqSchema }),
  schedule: defineCollection({ loader: jsonFile('content/schedule.json'), schema: ScheduleDaySchema }),
  gallery: defineCollection({ loader: jsonFile('content/gallery.json'), schema: GalleryItemSchema }),
  speakers: defineCollection({ loader: jsonFile('content/speakers.json'), schema: SpeakerSchema }),
  tickets: defineCollection({ loader: jsonFile('content/tickets.json'), schema: TicketSchema }),
  features: defineCollection({ loader: jsonFile('content/features.json'), schema: FeatureSchema }),
  stats: defineCollection({ loader: jsonFile('content/stats.json'), schema: StatSchema }),
  factCounters: defineCollection({ loader: jsonFile('content/fact-counters.json'), schema: FactCounterSchema }),
  banners: defineCollection({ loader: jsonFile('content/banners.json'), schema: BannerSchema }),
  testimonials: defineCollection({ loader: jsonFile('content/testimonials.json'), schema: TestimonialSchema }),
  clients: defineCollection({ loader: jsonFile('content/clients.json'), schema: ClientSchema }),
  eventInfo: defineCollection({ loader: jsonFile('content/event-info.json'), schema: EventInfoSchema }),
  site: defineCollection({ loader: jsonFile('content/site.json', { single: 'site' }), schema: SiteSchema }),
  privacy: defineCollection({
    loader: jsonFile('content/privacy.json', { single: 'privacy' }),
    schema: PrivacyContentSchema,
  }),
};
