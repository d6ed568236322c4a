/**
 * Session times: written in content as the event's wall-clock time ('2022-05-12T09:00') in its IANA zone,
 * turned into instants, and shown in the event's zone or the visitor's. Browser-safe (Intl only).
 */

/** A wall-clock time as content writes it: date, 'T', hours and minutes. */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The fields of a wall-clock time, if `local` is one that exists ('2022-02-30T25:00' does not). */
function wallClockFields(local: string): [number, number, number, number, number] | undefined {
  const match = LOCAL_TIME.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  // Date.UTC rolls 30 February over to 2 March and 25:00 to the next day; a real time survives the trip.
  const rolled = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const exists =
    rolled.getUTCFullYear() === year &&
    rolled.getUTCMonth() === month - 1 &&
    rolled.getUTCDate() === day &&
    rolled.getUTCHours() === hour &&
    rolled.getUTCMinutes() === minute;
  return exists ? [year, month, day, hour, minute] : undefined;
}

/** Whether `local` is a wall-clock time as content writes it ('2025-06-24T09:00') that exists on the calendar. */
export const isWallClockTime = (local: string): boolean => wallClockFields(local) !== undefined;

/** Whether `zone` is an IANA time zone this runtime knows, e.g. 'Asia/Kolkata'. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** How far `zone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time in `zone` names ('2022-05-12T09:00' in Asia/Kolkata is 03:30 UTC). */
export function zonedTimeToInstant(local: string, zone: string): Date {
  const fields = wallClockFields(local);
  if (!fields) throw new Error(`"${local}" is not a time like 2025-06-24T09:00`);
  const [year, month, day, hour, minute] = fields;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the first guess may fall on the other side of a daylight-saving change.
  const first = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(first, zone));
}

/** A clock time as the schedule shows it, '09:00 AM', in `zone` (the visitor's own when left out). */
export function clockTime(instant: Date, zone?: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: zone }).format(
    instant,
  );
}

/** The calendar day `instant` falls on in `zone` (the visitor's own when left out), as '2022-05-11'. */
const dayIn = (instant: Date, zone?: string): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(
    instant,
  );

/** A clock time with its date as the schedule writes dates, '11 May, 08:30 PM'. */
const datedClockTime = (instant: Date, zone?: string): string =>
  `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: zone }).format(instant)}, ${clockTime(instant, zone)}`;

/**
 * A session's start and end as the schedule shows them in `zone` (the visitor's own when left out). Pages
 * label a session with its day in the event's zone ('Day 01 · 12 May 2022'), so a time whose date differs
 * there carries its own date: the start when it falls on another day than the label (a visitor west of UTC
 * sees '11 May, 08:30 PM'), the end when it falls on another day than the start.
 */
export function sessionTimes(starts: Date, ends: Date, eventZone: string, zone?: string): [string, string] {
  const startDay = dayIn(starts, zone);
  return [
    startDay === dayIn(starts, eventZone) ? clockTime(starts, zone) : datedClockTime(starts, zone),
    dayIn(ends, zone) === startDay ? clockTime(ends, zone) : datedClockTime(ends, zone),
  ];
}

/** A zone's long name at `instant`, e.g. 'India Standard Time' (the visitor's own zone when left out). */
export function zoneName(instant: Date, zone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone ?? '';
}
