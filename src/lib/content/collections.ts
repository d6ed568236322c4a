/**
 * Which file each content collection reads and the schema it must match: one table, which src/content.config.ts
 * turns into Astro collections and `npm run check:content` (src/lib/content/check/) checks without Astro.
 */
import { BlogPostSchema, CategorySchema, TagSchema } from './schemas/blog.ts';
import { FaqSchema } from './schemas/faq.ts';
import { GalleryItemSchema } from './schemas/gallery.ts';
import { SpeakerSchema } from './schemas/speaker.ts';
import { ScheduleDaySchema } from './schemas/schedule.ts';
import { TicketSchema } from './schemas/ticket.ts';
import { FeatureSchema } from './schemas/feature.ts';
import { StatSchema, FactCounterSchema } from './schemas/counters.ts';
import { BannerSchema } from './schemas/banner.ts';
import { TestimonialSchema } from './schemas/testimonial.ts';
import { ClientSchema } from './schemas/client.ts';
import { EventInfoSchema } from './schemas/event-info.ts';
import { SiteSchema } from './schemas/site.ts';
import { PrivacyContentSchema } from '../../shared/privacy/privacy-content.ts';

/** A data collection: one JSON file under content/, a list of entries with unique ids unless `single` names it. */
export interface DataCollection<S> {
  /** The file, relative to the project, e.g. 'content/faqs.json'. */
  file: string;
  /** The id of the one entry of a file holding a single object (site.json), instead of a list. */
  single?: string;
  schema: S;
}

const data = <S>(file: string, schema: S, single?: string): DataCollection<S> => ({ file, schema, single });

/** Every data collection by its name in astro:content. */
export const DATA_COLLECTIONS = {
  categories: data('content/categories.json', CategorySchema),
  tags: data('content/tags.json', TagSchema),
  faqs: data('content/faqs.json', FaqSchema),
  schedule: data('content/schedule.json', ScheduleDaySchema),
  gallery: data('content/gallery.json', GalleryItemSchema),
  speakers: data('content/speakers.json', SpeakerSchema),
  tickets: data('content/tickets.json', TicketSchema),
  features: data('content/features.json', FeatureSchema),
  stats: data('content/stats.json', StatSchema),
  factCounters: data('content/fact-counters.json', FactCounterSchema),
  banners: data('content/banners.json', BannerSchema),
  testimonials: data('content/testimonials.json', TestimonialSchema),
  clients: data('content/clients.json', ClientSchema),
  eventInfo: data('content/event-info.json', EventInfoSchema),
  site: data('content/site.json', SiteSchema, 'site'),
  privacy: data('content/privacy.json', PrivacyContentSchema, 'privacy'),
};

/** The blog: one MDX file per post in this folder, its frontmatter matching BlogPostSchema. */
export const BLOG = { folder: 'content/blog', pattern: '*.mdx', schema: BlogPostSchema };
