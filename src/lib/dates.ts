/**
 * Post dates as the site shows them, e.g. '18 January 2024'. Frontmatter dates are calendar days parsed
 * as UTC midnight, so they are formatted in UTC: a build in another time zone must not shift the day.
 */
const DISPLAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function displayDate(date: Date): string {
  return DISPLAY.format(date);
}

/** The machine-readable form for `<time datetime>`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The calendar day of an ISO date-time as written, whatever its offset: the countdown target
 * 2025-11-01T00:00:00+05:30 is 1 November 2025, although in UTC it is still 31 October.
 */
export function displayDateOfDateTime(isoDateTime: string): string {
  return displayDate(new Date(isoDateTime.slice(0, 10)));
}
