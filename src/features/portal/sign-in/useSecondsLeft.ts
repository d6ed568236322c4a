import { useEffect, useState } from 'react';
import { secondsLeft } from './rules.ts';

/** Whole seconds until `untilMs` (epoch ms), re-rendering as they tick down to zero. */
export function useSecondsLeft(untilMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (untilMs <= Date.now()) return undefined;
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= untilMs) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [untilMs]);
  return secondsLeft(untilMs, now);
}
