/**
 * Every content collection of the site and its schema. Data lives in the top-level `content/` folder
 * (see content/README.md). Schemas are strict: a missing, mistyped or unknown field stops `astro sync`
 * and `astro build` with a message naming the file and the field.
 *
 * Image fields go through the `image()` helper: write a path relative to the file that holds it
 * (e.g. `./images/gallery/gallery-01.jpg` in content/gallery.json, `../images/blog/blog-01.jpg` in a post);
 * a missing picture fails the sync, and pages receive ImageMetadata for `<Image>` / `<Picture>`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineCollection, type SchemaContext } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { jsonFile } from './lib/content/json-file-loader.ts';
import { ICON_PATHS, type IconName } from './components/icon-paths.ts';

type Image = SchemaContext['image'];

/** The content/ folder; every picture lives in content/images. */
const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

/**
 * A picture under content/images, written relative to the file naming it (`./images/...` in content/*.json,
 * `../images/...` in content/blog/*.mdx). A missing file fails `astro sync` naming file and field, not only
 * the later build; `image()` then hands pages the ImageMetadata (width, height) for astro:assets.
 */
const picture = (image: Image, prefix: './' | '../') =>
  z
    .string()
    .superRefine((path, ctx) => {
      const relative = path.startsWith(`${prefix}images/`) ? path.slice(prefix.length) : undefined;
      if (!relative) {
        ctx.addIssue({ code: 'custom', message: `Must start with "${prefix}images/", got "${path}"` });
      } else if (!existsSync(`${CONTENT_DIR}${relative}`)) {
        ctx.addIssue({ code: 'custom', message: `No such image: content/${relative}` });
      }
    })
    // image() is typed as the object it produces, but it parses the path string.
    .pipe(image() as unknown as z.ZodType<z.output<ReturnType<Image>>, string>);
/** A picture named in a content/*.json file. */
const dataImage = (image: Image) => picture(image, './');
/** A picture named in a content/blog post. */
const postImage = (image: Image) => picture(image, '../');

/** Names accepted wherever content picks an icon (the site's own icon set). */
const ICON_NAMES = Object.keys(ICON_PATHS) as [IconName, ...IconName[]];
/** The `key` of every entry of a content/*.json list, read when the config loads; stops loudly if unreadable. */
function namesIn(fileName: string, key: string): [string, ...string[]] {
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(`${CONTENT_DIR}${fileName}`, 'utf-8'));
  } catch (error) {
    throw new Error(`content/${fileName}: cannot be read as JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new Error(`content/${fileName}: expected a non-empty JSON array of entries`);
  }
  const names = entries.map((entry) => (entry as Record<string, unknown> | null)?.[key]);
  const bad = names.findIndex((name) => typeof name !== 'string' || name === '');
  if (bad !== -1) throw new Error(`content/${fileName}: entry #${bad + 1} has no "${key}"`);
  return names as [string, ...string[]];
}
/** Category names that exist in content/categories.json; posts may only use these. */
const CATEGORY_NAMES = namesIn('categories.json', 'categoryName');
/** Tag names that exist in content/tags.json; posts may only use these. */
const TAG_NAMES = namesIn('tags.json', 'tagName');

/** Entry numbers: whole numbers from 1. */
const id = () => z.number().int().positive();
/** Non-empty text. */
const text = () => z.string().trim().min(1);
/** An icon name from src/components/icon-paths.ts. */
const icon = () => z.enum(ICON_NAMES);
/** A site path ('/about-us'), an in-page anchor ('#about') or a full http(s) address. */
const link = () => z.string().regex(/^(\/|#|https?:\/\/)/, 'Must start with "/", "#" or "http(s)://"');
/** A date-time with offset, e.g. 2025-11-01T00:00:00+05:30. */
const isoDateTime = () => z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- blog

/** One reader comment shown under a post. */
export const CommentSchema = (image: Image) =>
  z.strictObject({
    /** Commenter's photo, e.g. ../images/authors/author-1.jpg. */
    authorThumb: postImage(image),
    /** Commenter's name. */
    name: text(),
    /** Commenter's role or company line. */
    designation: text(),
    /** The comment itself. */
    text: text(),
  });

/** Frontmatter of a post in content/blog/*.mdx; the post's body is the MDX below it. */
export const BlogPostSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Post number (1, 2, ...), unique; the post lives at /blog-single/{id}. */
    id: id(),
    /** Headline on cards and on the post page. */
    title: text(),
    /** Card and header picture, e.g. ../images/blog/blog-01.jpg. */
    thumb: postImage(image),
    /** Small square picture for the 'latest posts' widget, e.g. ../images/blog/mini/blog-01.jpg. */
    thumbMini: postImage(image),
    /** Publication date as YYYY-MM-DD (no quotes); lists show the newest first. */
    date: z.date(),
    /** Author's display name. */
    author: text(),
    /** One or more names from content/categories.json. */
    categories: z.array(z.enum(CATEGORY_NAMES)).min(1),
    /** Names from content/tags.json (may be empty). */
    tags: z.array(z.enum(TAG_NAMES)),
    /** Teaser shown on blog cards (one or two sentences). */
    text: text(),
    /** Label of the card's button. */
    btnText: text(),
    /** Reader comments listed under the post; a post without the field has none. */
    comments: z.array(CommentSchema(image)).default([]),
  });

/** One blog category with the count the sidebar displays. */
export const CategorySchema = z.strictObject({
  /** Entry number, unique in the file. */
  id: id(),
  /** Name shown in the sidebar and used in a post's `categories`. */
  categoryName: text(),
  /** Count shown next to the name (display figure, not computed from posts). */
  quantity: z.number().int().min(0),
});

/** One blog tag. */
export const TagSchema = z.strictObject({
  /** Entry number, unique in the file. */
  id: id(),
  /** Name shown in the tag cloud and used in a post's `tags`. */
  tagName: text(),
});

// ---------------------------------------------------------------- FAQ, gallery, speakers

/** One FAQ accordion item. */
export const FaqSchema = z.strictObject({
  /** Entry number; also names the accordion panel (faq-{id}). */
  id: id(),
  /** The question. */
  title: text(),
  /** The answer. */
  text: text(),
});

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
    bio: text(),
  });

// ---------------------------------------------------------------- schedule

/** The tab button of a schedule day. */
export const ScheduleTabSchema = z.strictObject({
  /** Label such as 'Day 01'. */
  day: text(),
  /** Day of month shown on the button, e.g. '24'. */
  date: text(),
  /** Month shown on the button, e.g. 'June'. */
  month: text(),
  /** Year shown on the button, e.g. '2025'. */
  year: z.string().regex(/^\d{4}$/, 'Must be a four-digit year'),
});

/** One milestone of the event timeline (first schedule tab). */
export const MilestoneSchema = z.strictObject({
  /** Milestone number, unique within the day. */
  id: id(),
  /** What happens, e.g. 'Registrations Open'. */
  title: text(),
  /** When, as displayed, e.g. '24 June'. */
  date: text(),
  /** One line of detail. */
  text: text(),
});

/** One session of a schedule day. */
export const SessionSchema = (image: Image) =>
  z.strictObject({
    /** Session number, unique within the day; the detail page is /event-detail/{dayId}/{id}. */
    id: id(),
    /** Session picture, e.g. ./images/gallery/gallery-04.jpg. */
    eventThumb: dataImage(image),
    /** Start time as displayed, e.g. '09:00 AM'. */
    sessionStart: text(),
    /** End time as displayed, e.g. '10:30 AM'. */
    sessionEnd: text(),
    /** Speaker's portrait, e.g. ./images/speakers/speaker-2.jpg. */
    speakerThumb: dataImage(image),
    /** Speaker's name. */
    name: text(),
    /** Speaker's role. */
    designation: text(),
    /** Session title. */
    title: text(),
    /** Session description. */
    text: text(),
    /** Detail page, exactly /event-detail/{dayId}/{id}. */
    btnLink: z.string().regex(/^\/event-detail\/\d+\/\d+$/, 'Must be /event-detail/{dayId}/{sessionId}'),
    /** Label of the session's button. */
    btnText: text(),
  });

/** Fields every schedule day has. */
const scheduleDayBase = {
  /** Day number, unique; the first part of /event-detail/{dayId}/{sessionId}. */
  id: id(),
  /** Panel id the tab button targets, e.g. 'day-1'. */
  tabId: z.string().regex(/^[\w-]+$/, 'Letters, digits, "-" or "_" only'),
  /** The day's tab button. */
  tab: ScheduleTabSchema,
};

/** One schedule day (a tab): either the milestone timeline or a list of sessions. */
export const ScheduleDaySchema = ({ image }: SchemaContext) =>
  z
    .discriminatedUnion('kind', [
      z.strictObject({
        ...scheduleDayBase,
        /** 'milestones': the timeline tab the home page shows. */
        kind: z.literal('milestones'),
        /** The timeline's milestones, in order. */
        milestones: z.array(MilestoneSchema).min(1),
      }),
      z.strictObject({
        ...scheduleDayBase,
        /** 'sessions': a day of talks with detail pages. */
        kind: z.literal('sessions'),
        /** The day's sessions, in order. */
        tabData: z.array(SessionSchema(image)).min(1),
      }),
    ])
    .superRefine((day, ctx) => {
      if (day.kind !== 'sessions') return;
      day.tabData.forEach((session, index) => {
        const expected = `/event-detail/${day.id}/${session.id}`;
        if (session.btnLink !== expected) {
          ctx.addIssue({ code: 'custom', path: ['tabData', index, 'btnLink'], message: `Must be "${expected}"` });
        }
      });
    });

// ---------------------------------------------------------------- tickets, features, stats

/** One line of a ticket card. */
export const TicketFeatureSchema = z.strictObject({
  /** What the line says, e.g. 'Free Lunch And Coffee'. */
  text: text(),
  /** true: included (tick); false: not included (struck through). */
  included: z.boolean(),
});

/** Fields every ticket plan has. */
const ticketBase = {
  /** Plan number, unique in the file. */
  id: id(),
  /** Icon above the title. */
  icon: icon(),
  /** Plan name, e.g. 'Day Pass'. */
  title: text(),
  /** Price in US dollars, e.g. 35.99. */
  price: z.number().positive(),
  /** Lines of the card, in order. */
  features: z.array(TicketFeatureSchema).min(1),
  /** Where the button goes (/buy-ticket). */
  btnLink: link(),
  /** Label of the button. */
  btnText: text(),
};

/** A ticket plan: 'home' cards (Choose a Ticket) or 'pricing' cards (/pricing). */
export const TicketSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...ticketBase,
    /** 'home': shown in the home pages' Choose a Ticket section. */
    kind: z.literal('home'),
  }),
  z.strictObject({
    ...ticketBase,
    /** 'pricing': shown on /pricing. */
    kind: z.literal('pricing'),
    /** How many tickets the plan buys. */
    tickets: z.number().int().positive(),
  }),
]);

/** A feature card. */
export const FeatureSchema = z.strictObject({
  /** Card number, unique in the file. */
  id: id(),
  /** 'key': the five Key Features cards; 'trio': the three-card variant (Experience, Networking, Party). */
  variant: z.enum(['key', 'trio']),
  /** Icon of the card. */
  icon: icon(),
  /** Card title. */
  title: text(),
  /** One line under the title. */
  text: text(),
  /** Where the card links (/about-us). */
  link: link(),
});

/** One 'Our Attendees' counter (counts up over 3 s). */
export const StatSchema = z.strictObject({
  /** Counter number, unique in the file. */
  id: id(),
  /** Icon of the counter. */
  icon: icon(),
  /** The number it counts up to. */
  end: z.number().int().positive(),
  /** Caption, e.g. 'Live Audience'. */
  info: text(),
  /** Shown after the number, e.g. '+'. */
  suffix: z.string(),
});

/** One fact counter of the 'Participants' variant (counts up over 5 s). */
export const FactCounterSchema = z.strictObject({
  /** Counter number, unique in the file. */
  id: id(),
  /** The number it counts up to. */
  end: z.number().int().positive(),
  /** Group title the spec gives every counter: 'Participants'. */
  title: text(),
  /** What this counter counts, e.g. 'Founders'. */
  label: text(),
});

// ---------------------------------------------------------------- home blocks

/** One slide of the home banner carousel. */
export const BannerSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Slide number, unique; slides show in id order. */
    id: id(),
    /** Background picture, e.g. ./images/banner/banner-1.jpg. */
    thumb: dataImage(image),
    /** Small line above the title, e.g. 'Coming Soon....'. */
    subTitle: text(),
    /** First title line (the event name). */
    title1: text(),
    /** Second title line (the tagline). */
    title2: text(),
    /** First fact, e.g. '5000 Seats'. */
    list1: text(),
    /** Second fact, e.g. '12 Speakers'. */
    list2: text(),
    /** Third fact, the location. */
    list3: text(),
    /** Where the button goes. */
    btnLink: link(),
    /** Label of the button. */
    btnText: text(),
  });

/** One testimonial (filler until real quotes arrive). */
export const TestimonialSchema = z.strictObject({
  /** Entry number, unique in the file. */
  id: id(),
  /** Icon shown with the quote. */
  icon: icon(),
  /** The quote. */
  text: text(),
  /** Who said it. */
  name: text(),
  /** Their role, e.g. 'Founder, ...'. */
  role: text(),
});

/** One logo of the client / sponsor grid. */
export const ClientSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Logo number, unique in the file. */
    id: id(),
    /** The logo, e.g. ./images/clients/client-01.png. */
    clientThumb: dataImage(image),
    /** Organisation name (the logo's alt text). */
    name: text(),
  });

/** One tab of the event info block (Time, Venue, How to). */
export const EventInfoSchema = z.strictObject({
  /** Tab number, unique; the first is open by default. */
  id: id(),
  /** Panel id, e.g. 'info-time'. */
  tabId: z.string().regex(/^[\w-]+$/, 'Letters, digits, "-" or "_" only'),
  /** Icon of the tab button. */
  icon: icon(),
  /** Tab label, e.g. 'Time'. */
  title: text(),
  /** The key fact, e.g. '9.00 AM - 04.00 PM'. */
  subtitle: text(),
  /** A paragraph of detail. */
  text: text(),
  /** Contact person for this topic. */
  name: text(),
  /** Contact phone number. */
  phone: text(),
  /** Contact e-mail address. */
  mail: z.email(),
});

// ---------------------------------------------------------------- site-wide facts

/** A card of the apply modal. */
export const ApplyCardSchema = z.strictObject({
  /** Card heading, e.g. 'Who Can Apply'. */
  title: text(),
  /** Its bullet points. */
  items: z.array(text()).min(1),
});

/** The site-wide facts in content/site.json (one object). */
export const SiteSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Event name, e.g. 'Launchpad 8'. */
    eventName: text(),
    /** Organiser line, e.g. 'A flagship initiative of JITO'. */
    organiser: text(),
    /** Main tagline. */
    tagline: text(),
    /** Second tagline. */
    secondTagline: text(),
    /** Short landing copy under the banner title. */
    intro: text(),
    /** Where the event takes place, as shown in the banner. */
    location: text(),
    /** Date text the banner shows. */
    bannerDate: text(),
    /** Countdown targets of the home variants, ISO date-times with offset. */
    countdowns: z.strictObject({
      /** Home (/): 1 Nov 2025. */
      home: isoDateTime(),
      /** /home-3: 7 Nov 2025. */
      home3: isoDateTime(),
      /** /home-4: 7 May 2025. */
      home4: isoDateTime(),
      /** /home-5: 7 Apr 2025. */
      home5: isoDateTime(),
    }),
    /** Phone contacts (footer, contact page); the first also goes in the contact top bar. */
    contacts: z
      .array(
        z.strictObject({
          /** What to call about, e.g. 'Sponsorship'. */
          label: text(),
          /** Person to ask for. */
          name: text(),
          /** Phone number as displayed. */
          phone: text(),
        }),
      )
      .min(1),
    /** Public e-mail address. */
    email: z.email(),
    /** Office hours as displayed. */
    openHours: text(),
    /** Postal address of the organisers. */
    address: text(),
    /** Social profiles (top bar, footer). */
    socials: z.array(
      z.strictObject({
        /** Network name, also the link's accessible name. */
        name: text(),
        /** Profile address. */
        href: z.url({ protocol: /^https$/ }),
        /** Icon of the network. */
        icon: icon(),
      }),
    ),
    /** The fixed page title every page uses. */
    pageTitle: text(),
    /** Default meta description. */
    description: text().max(160),
    /** Keywords listed in the search popup. */
    searchKeywords: z.array(text()).min(1),
    /** Title of the about block. */
    aboutTitle: text(),
    /** Paragraph of the about block. */
    aboutText: text(),
    /** The about block's three bullets. */
    aboutBullets: z.array(text()).length(3),
    /** The four-bullet about list (ideas meet action, veterans, funders, next generation). */
    aboutList: z.array(text()).length(4),
    /** 'Why choose us' block. */
    whyChooseUs: z.strictObject({
      /** Block title. */
      title: text(),
      /** Paragraph under the title. */
      text: text(),
      /** Reasons, each with a short title and a line. */
      items: z.array(z.strictObject({ /** Reason title. */ title: text(), /** One line. */ text: text() })).min(1),
    }),
    /** The apply modal. */
    applyModal: z.strictObject({
      /** Modal heading. */
      title: text(),
      /** The four cards (Who Can Apply, What You'll Need, What to Expect, Key Dates). */
      cards: z.array(ApplyCardSchema).length(4),
      /** Label of the button to /application. */
      btnText: text(),
    }),
    /** Pictures used by page sections, relative to content/. */
    images: z.strictObject({
      /** About block, large picture. */
      about1: dataImage(image),
      /** About block, small picture. */
      about2: dataImage(image),
      /** Map beside the event info tabs. */
      map: dataImage(image),
      /** Why choose us block. */
      whyChooseUs: dataImage(image),
      /** Call-to-action background. */
      ctaBackground: dataImage(image),
      /** App download block. */
      appDownload: dataImage(image),
      /** Coming-soon page background. */
      comingSoonBackground: dataImage(image),
      /** Inner pages' breadcrumb title bar background. */
      pageTitleBackground: dataImage(image),
    }),
  });

// ---------------------------------------------------------------- collections

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
};
