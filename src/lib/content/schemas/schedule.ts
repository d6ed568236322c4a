/** The schedule: the milestone timeline and the days of sessions (content/schedule.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { type Image, dataImage, id, text } from './fields.ts';

/** The tab button of a schedule day. */
const ScheduleTabSchema = z.strictObject({
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
const MilestoneSchema = z.strictObject({
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
const SessionSchema = (image: Image) =>
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
