/** Whole days, hours, minutes and seconds left until a countdown's target. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has been reached; every part is then 0. */
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What a countdown shows at `now` (both in epoch milliseconds). Seconds round up, so the display
 * reaches 00:00:00:00 exactly at the target rather than one second early.
 */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.ceil(Math.max(0, target - now) / SECOND) * SECOND;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    done: left === 0,
  };
}

/** Two digits at least ('07', '42', '120'), the way the countdown boxes show numbers. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Milliseconds from `now` to the next whole second before the target, so ticks land on the second. */
export function msToNextTick(target: number, now: number): number {
  const rest = (target - now) % SECOND;
  return rest > 0 ? rest : SECOND;
}

/**
 * The calendar date of an ISO date-time as written ('2025-11-01T00:00:00+05:30' → '1 November 2025'),
 * i.e. the date at the event's own offset, whatever the reader's time zone.
 */
export function eventDateLabel(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`Not an ISO date-time: ${iso}`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
