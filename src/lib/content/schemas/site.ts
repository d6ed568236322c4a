/** The site-wide facts (content/site.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { SITE_FACT_FIELDS } from '../../../shared/site-facts.ts';
import { dataImage, paragraph, text, icon, link } from './fields.ts';
import { EventSchema, eventAfterWindow } from './event.ts';
import { DATE_NAMES } from '../../event-dates.ts';

/** A line that may name the event's dates: {applicationsOpen}, {applicationsClose}, {eventStart}, {eventEnd}. */
const textWithDates = () =>
  text().superRefine((line, ctx) => {
    for (const [, name] of line.matchAll(/\{(\w*)\}/g)) {
      if (!(DATE_NAMES as readonly string[]).includes(name!)) {
        ctx.addIssue({
          code: 'custom',
          message: `{${name}} is not a date: use ${DATE_NAMES.map((n) => `{${n}}`).join(', ')}`,
        });
      }
    }
  });

/** A card of the apply modal. */
const ApplyCardSchema = z.strictObject({
  /** Card heading, e.g. 'Who Can Apply'. */
  title: text(),
  /** Its bullet points; {applicationsClose} and the other date names show the date (the window's as organisers set it). */
  items: z.array(textWithDates()).min(1),
});

/** The site-wide facts in content/site.json (one object). */
export const SiteSchema = ({ image }: SchemaContext) =>
  z
    .strictObject({
      ...SITE_FACT_FIELDS,
      /** Organiser line, e.g. 'A flagship initiative of JITO'. */
      organiser: text(),
      /** Main tagline. */
      tagline: text(),
      /** Second tagline. */
      secondTagline: text(),
      /** Short landing copy under the banner title. */
      intro: paragraph(),
      /** When and where the event is: every page reads its date and venue from here. */
      event: EventSchema,
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
      aboutText: paragraph(),
      /** The about block's three bullets. */
      aboutBullets: z.array(text()).length(3),
      /** The four-bullet about list (ideas meet action, veterans, funders, next generation). */
      aboutList: z.array(text()).length(4),
      /** 'Why choose us' block. */
      whyChooseUs: z.strictObject({
        /** Block title. */
        title: text(),
        /** Paragraph under the title. */
        text: paragraph(),
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
    })
    .superRefine(eventAfterWindow);
