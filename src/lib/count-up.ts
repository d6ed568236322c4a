/** The spec's counter durations: 'Our Attendees' count for 3 s, the 'Participants' variant for 5 s. */
export const ATTENDEE_COUNT_MS = 3000;
export const PARTICIPANT_COUNT_MS = 5000;

/** Fast start, gentle landing: the number settles on its end value instead of stopping dead. */
const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

/** The whole number a counter shows `elapsed` ms into counting from 0 up to `end` over `duration` ms. */
export function countUpValue(end: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return end;
  if (elapsed <= 0) return 0;
  return Math.round(end * easeOutCubic(elapsed / duration));
}
