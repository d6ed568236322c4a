import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $applicationWindow, $applicationWindowSettled, loadApplicationWindow } from './application-window.ts';
import { type WindowPhase, nextWindowChange, windowPhase } from '../../../lib/window-phase.ts';

/** Longest delay setTimeout keeps (about 24.8 days); a later change is caught by the next render. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The application window's phase for an island, re-evaluated every minute (for "time left") and at the very
 * moment the window opens or closes, so a page left open turns closed on time. `settled` is false until the
 * API has answered (or failed to).
 */
export function useWindowPhase(): { settled: boolean; phase: WindowPhase; serverNow: number } {
  const appWindow = useStore($applicationWindow);
  const settled = useStore($applicationWindowSettled);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => void loadApplicationWindow(), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const serverNow = now + (appWindow?.skewMs ?? 0);
  const next = nextWindowChange(appWindow, serverNow);
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - serverNow + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next, serverNow]);
  return { settled, phase: windowPhase(appWindow, serverNow), serverNow };
}
