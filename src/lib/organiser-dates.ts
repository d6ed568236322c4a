/** India has no daylight saving: its offset is always +05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/** An ISO date-time as a datetime-local value in India time, e.g. '2026-05-01T09:00'. */
export function isoToIstInput(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as India time, as ISO with its offset, e.g. '2026-05-01T09:00:00+05:30'. */
export const istInputToIso = (value: string): string => (value ? `${value}:00+05:30` : '');

/** Whole days, hours and minutes from `nowMs` until `untilMs`, e.g. '3 days, 4 hours and 5 minutes'. */
export function timeLeft(untilMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((untilMs - nowMs) / 60_000));
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  if (words.length === 0) return 'less than a minute';
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
