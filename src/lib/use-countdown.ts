import { useEffect, useState } from 'react';
import { countdownParts, msToNextTick, type CountdownParts } from './countdown.ts';

/**
 * What a countdown shows, ticking once a second on the second until `target`, then zeros. The first
 * render uses `renderedAt` (the build time the HTML was made at), so hydration matches that HTML; the
 * effect then moves straight to the visitor's clock. On expiry it only logs, as the spec asks.
 */
export function useCountdown(target: string, renderedAt: number): CountdownParts {
  const end = Date.parse(target);
  const [parts, setParts] = useState(() => countdownParts(end, renderedAt));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      const next = countdownParts(end, now);
      setParts(next);
      if (next.done) console.log(`Countdown to ${target} finished`);
      else timer = setTimeout(tick, msToNextTick(end, now));
    };
    tick();
    return () => clearTimeout(timer);
  }, [end, target]);

  return parts;
}
