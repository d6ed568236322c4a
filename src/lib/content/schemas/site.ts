/** The site-wide facts (content/site.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { SITE_FACT_FIELDS } from '../../../shared/site-facts.ts';
import { dataImage, text, icon, link, isoDateTime } from './fields.ts';

/** A card of the apply modal. */
const ApplyCardSchema = z.strictObject({
  /** Card heading, e.g. 'Who Can Apply'. */
  title: text(),
  /** Its bullet points. */
  items: z.array(text()).min(1),
});

/** The site-wide facts in content/site.json (one object). */
export const SiteSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    ...SITE_FACT_FIELDS,
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
