/**
 * Dates in the content that are already past when the site is built: a countdown that shows zeros, a schedule day
 * that happened. Organisers reuse last year's content, so the build names each one (a warning, not an error: an
 * archive of a past edition is legitimate).
 */

import { nextIstMidnight } from '../../shared/india-time.ts';
import type { ScheduleDay, Site } from './types.ts';

export interface StaleDate {
  /** Where it is, as an organiser would look for it, e.g. 'content/site.json countdowns.home'. */
  where: string;
  date: string;
}

/** Every countdown target and schedule day before `now`, in content order. */
export function staleDates(
  site: Pick<Site, 'countdowns'>,
  schedule: Pick<ScheduleDay, 'tab'>[],
  now: Date,
): StaleDate[] {
  const past: StaleDate[] = [];
  for (const [name, at] of Object.entries(site.countdowns)) {
    if (Date.parse(at) < now.getTime()) past.push({ where: `content/site.json countdowns.${name}`, date: at });
  }
  for (const [i, { tab }] of schedule.entries()) {
    const text = `${tab.date} ${tab.month} ${tab.year}`;
    // The day is over at its end in India, where the event is: midnight UTC of the date is 05:30 that day in
    // India, and the India midnight after it ends the day.
    const day = Date.parse(`${text} UTC`);
    if (Number.isFinite(day) && nextIstMidnight(new Date(day)).getTime() <= now.getTime()) {
      past.push({ where: `content/schedule.json [${i}] (${tab.day})`, date: text });
    }
  }
  return past;
}
