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
