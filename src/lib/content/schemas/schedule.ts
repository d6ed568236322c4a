/** The schedule: the milestone timeline and the days of sessions (content/schedule.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { type Image, dataImage, id, paragraph, text, SPEAKER_IDS, EVENT, isCalendarDate } from './fields.ts';
import { editorHints } from './editor-hints.ts';
import { isTimeZone, isWallClockTime } from '../../schedule/time.ts';
import { localTime } from './event.ts';
import { DATE_NAMES } from '../../event-dates.ts';

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
  /**
   * When: a day as YYYY-MM-DD, or the name of one of the event's dates in braces ({applicationsOpen},
   * {applicationsClose}: the window as organisers set it; {eventStart}, {eventEnd}: content/site.json `event`).
   */
  date: z
    .string()
    .refine(
      (date) => isCalendarDate(date) || DATE_NAMES.some((name) => date === `{${name}}`),
      `Must be a date as YYYY-MM-DD or one of ${DATE_NAMES.map((name) => `{${name}}`).join(', ')}`,
    ),
  /** One line of detail. */
  text: text(),
});

/** One session of a schedule day. */
const SessionSchema = (image: Image) =>
  z.strictObject({
    /**
     * Session number, unique within the day: its page /event-detail/{dayId}/{id}, its calendar UID and its
     * agenda key are made of it.
     */
    id: id(),
    /** Session picture, e.g. ./images/gallery/gallery-04.jpg. */
    eventThumb: dataImage(image),
    /** Start, in the day's time zone, e.g. '2025-06-24T09:00'; pages show it as '09:00 AM'. */
    start: localTime(),
    /** End, in the day's time zone; after the start. */
    end: localTime(),
    /** Room, e.g. 'Main Hall': the session page names the next session in it, calendars put it in the address. */
    room: text(),
    /** Track, e.g. 'Founders'. */
    track: text(),
    /** The speaker's `id` in content/speakers.json (name, role and portrait come from there). */
    speaker: z
      .number()
      .int()
      .refine((speaker) => SPEAKER_IDS.includes(speaker), 'Must be the id of a speaker in content/speakers.json')
      .register(editorHints, { input: 'relation', collection: 'speakers' }),
    /** Session title. */
    title: text(),
    /** Session description. */
    text: paragraph(),
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

/** Fields only a day of sessions has. */
const sessionDayFields = {
  /** The IANA time zone the day's times are written in: the venue's, content/site.json `event.timeZone`. */
  timeZone: z
    .string()
    .refine(isTimeZone, 'Must be an IANA time zone such as "America/New_York"')
    .refine(
      (zone) => !EVENT || !isTimeZone(EVENT.timeZone) || zone === EVENT.timeZone,
      `Must be the venue's time zone, "${EVENT?.timeZone}" (content/site.json event.timeZone)`,
    ),
  /** The venue's address, given to calendars with each session's room. */
  venue: text(),
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
        ...sessionDayFields,
        /** 'sessions': a day of talks with detail pages. */
        kind: z.literal('sessions'),
        /** The day's sessions, in order. */
        tabData: z.array(SessionSchema(image)).min(1),
      }),
    ])
    .superRefine((day, ctx) => {
      if (day.kind !== 'sessions') return;
      day.tabData.forEach((session, index) => {
        const first = day.tabData.findIndex((other) => other.id === session.id);
        if (first !== index) {
          ctx.addIssue({
            code: 'custom',
            path: ['tabData', index, 'id'],
            message: `Must be unique within the day: session ${session.id} is also tabData.${first} (their pages, calendar UIDs and agenda keys would collide)`,
          });
        }
        const expected = `/event-detail/${day.id}/${session.id}`;
        if (session.btnLink !== expected) {
          ctx.addIssue({ code: 'custom', path: ['tabData', index, 'btnLink'], message: `Must be "${expected}"` });
        }
        // On the event's days (content/site.json `event`): wall-clock times of one zone compare as text.
        const [firstDay, lastDay] = [EVENT?.startsAt.slice(0, 10), EVENT?.endsAt.slice(0, 10)];
        const sessionDay = session.start.slice(0, 10);
        const outside = sessionDay < (firstDay ?? '') || sessionDay > (lastDay ?? '');
        if (firstDay && lastDay && isWallClockTime(session.start) && outside) {
          ctx.addIssue({
            code: 'custom',
            path: ['tabData', index, 'start'],
            message: `Must be on the event's days, ${firstDay} to ${lastDay} (content/site.json event)`,
          });
        }
        // Both are wall-clock times in one zone, so they compare as text (once both exist).
        const comparable = isWallClockTime(session.start) && isWallClockTime(session.end);
        if (comparable && session.end <= session.start) {
          ctx.addIssue({
            code: 'custom',
            path: ['tabData', index, 'end'],
            message: `Must be after start (${session.start})`,
          });
        }
      });
    });
