/** Types of the content collections (schemas in src/lib/content/schemas/); image fields are ImageMetadata-like. */
import type { CollectionEntry } from 'astro:content';

/** A blog post entry: `data` is the frontmatter, `render(post)` gives its body. */
export type BlogPost = CollectionEntry<'blog'>;
/** One reader comment under a post. */
export type BlogComment = BlogPost['data']['comments'][number];
/** An FAQ item. */
export type Faq = CollectionEntry<'faqs'>['data'];
/** A gallery picture. */
export type GalleryItem = CollectionEntry<'gallery'>['data'];
/** A (placeholder) speaker. */
export type Speaker = CollectionEntry<'speakers'>['data'];
/** A schedule day: the milestone timeline or a day of sessions. */
type ScheduleDay = CollectionEntry<'schedule'>['data'];
/** A day of sessions. */
export type SessionDay = Extract<ScheduleDay, { kind: 'sessions' }>;
/** A session of a day. */
export type Session = SessionDay['tabData'][number];
/** A ticket plan of either kind. */
export type Ticket = CollectionEntry<'tickets'>['data'];
/** A home 'Choose a Ticket' plan. */
export type HomeTicket = Extract<Ticket, { kind: 'home' }>;
/** A testimonial. */
export type Testimonial = CollectionEntry<'testimonials'>['data'];
/** An event info tab (Time, Venue, How to). */
export type EventInfo = CollectionEntry<'eventInfo'>['data'];
