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
