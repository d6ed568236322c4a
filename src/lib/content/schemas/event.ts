/**
 * The event's own dates, venue and time zone (content/site.json `event`): the one source every page, the countdowns,
 * the timeline and the apply modal read, checked together with the application window and the schedule.
 */
import { z } from 'astro/zod';
import { isTimeZone, isWallClockTime, zonedTimeToInstant } from '../../schedule/time.ts';
import { text } from './fields.ts';
import { editorHints } from './editor-hints.ts';

/** A wall-clock time in the event's zone, e.g. '2027-01-23T09:00'; '2027-02-30T25:00' does not exist. */
export const localTime = () =>
  z
    .string()
    .superRefine((time, ctx) => {
      if (!isWallClockTime(time)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${time}" is not a time that exists: write one like 2027-01-23T09:00 (date, T, 24-hour time)`,
        });
      }
    })
    .register(editorHints, { input: 'local-time' });

/** When and where the event is. */
export const EventSchema = z
  .strictObject({
    /** First day's start, in the venue's time zone, e.g. '2027-01-23T09:00': the countdowns count to it. */
    startsAt: localTime(),
    /** Last day's end, in the venue's time zone; after the start. */
    endsAt: localTime(),
    /** The venue's IANA time zone, e.g. 'America/New_York': the schedule's times are written in it. */
    timeZone: z.string().refine(isTimeZone, 'Must be an IANA time zone such as "America/New_York"'),
    /** The venue as the banner and the map show it, e.g. 'Hudson Grand Hotel, New York, USA'. */
    venue: text(),
  })
  .superRefine((event, ctx) => {
    if (isWallClockTime(event.startsAt) && isWallClockTime(event.endsAt) && event.endsAt <= event.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `Must be after startsAt (${event.startsAt})` });
    }
  });

type EventSettings = z.infer<typeof EventSchema>;

/** The application window closes before the event starts (organisers may move it later, within the same rule). */
export function eventAfterWindow(
  site: { event: EventSettings; applicationWindow: { opensAt: string; closesAt: string } },
  ctx: z.RefinementCtx,
): void {
  const { event, applicationWindow: window } = site;
  if (!isWallClockTime(event.startsAt) || !isTimeZone(event.timeZone)) return;
  const starts = zonedTimeToInstant(event.startsAt, event.timeZone).getTime();
  if (Date.parse(window.opensAt) >= Date.parse(window.closesAt)) {
    ctx.addIssue({
      code: 'custom',
      path: ['applicationWindow', 'closesAt'],
      message: `Must be after opensAt (${window.opensAt})`,
    });
  }
  if (Date.parse(window.closesAt) >= starts) {
    ctx.addIssue({
      code: 'custom',
      path: ['applicationWindow', 'closesAt'],
      message: `Must be before the event starts (event.startsAt ${event.startsAt}, ${event.timeZone})`,
    });
  }
}
