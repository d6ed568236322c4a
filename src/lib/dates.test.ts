import { describe, expect, it } from 'vitest';
import { displayDate, displayDateOfDateTime, isoDay } from './dates.ts';

describe('post dates', () => {
  it('shows the calendar day of the frontmatter whatever the build machine time zone', () => {
    const date = new Date('2024-01-18'); // how frontmatter YYYY-MM-DD arrives: UTC midnight
    expect(displayDate(date)).toBe('18 January 2024');
    expect(isoDay(date)).toBe('2024-01-18');
  });

  it('keeps the last day of a year in that year', () => {
    expect(displayDate(new Date('2024-12-31'))).toBe('31 December 2024');
  });
});

describe('displayDateOfDateTime', () => {
  it('shows the day written in the date-time, not the UTC day', () => {
    expect(displayDateOfDateTime('2025-11-01T00:00:00+05:30')).toBe('1 November 2025');
    expect(displayDateOfDateTime('2025-04-07T23:30:00-08:00')).toBe('7 April 2025');
  });
});
