import { describe, expect, it } from 'vitest';
import { ATTENDEE_COUNT_MS, PARTICIPANT_COUNT_MS, countUpValue } from './count-up.ts';

describe('countUpValue', () => {
  it('starts at 0 and lands exactly on the end value at the duration', () => {
    expect(countUpValue(500, 0, ATTENDEE_COUNT_MS)).toBe(0);
    expect(countUpValue(500, ATTENDEE_COUNT_MS, ATTENDEE_COUNT_MS)).toBe(500);
    expect(countUpValue(190, PARTICIPANT_COUNT_MS + 40, PARTICIPANT_COUNT_MS)).toBe(190);
  });

  it('is still counting just before the duration ends', () => {
    expect(countUpValue(500, ATTENDEE_COUNT_MS / 2, ATTENDEE_COUNT_MS)).toBeLessThan(500);
    expect(countUpValue(500, ATTENDEE_COUNT_MS / 2, ATTENDEE_COUNT_MS)).toBeGreaterThan(250);
  });

  it('never goes down and never passes the end', () => {
    let previous = 0;
    for (let t = 0; t <= 3000; t += 16) {
      const value = countUpValue(100, t, 3000);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(100);
      previous = value;
    }
  });

  it('shows the end value at once when there is no time to count', () => {
    expect(countUpValue(38, 0, 0)).toBe(38);
  });
});
