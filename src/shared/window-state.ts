import { formatIst } from './india-time.ts';
import { WINDOW_MESSAGES } from './messages/window.ts';

/** The application window's two moments, ISO date-times with an offset. */
export interface WindowDates {
  applicationsOpenAt: string;
  applicationsCloseAt: string;
}

export type WindowState = { open: true; closesAt: number } | { open: false; opensLater: boolean; message: string };

/**
 * Whether applications are open at `now` (ms), the one rule the API enforces and every call to apply on
 * the site shows: open from the opening moment, closed from the closing one. No window means open.
 */
export function windowState(window: WindowDates | null, now: number): WindowState {
  if (!window) return { open: true, closesAt: Infinity };
  const opensAt = Date.parse(window.applicationsOpenAt);
  const closesAt = Date.parse(window.applicationsCloseAt);
  if (now < opensAt) {
    return { open: false, opensLater: true, message: WINDOW_MESSAGES.opensOn(formatIst(window.applicationsOpenAt)) };
  }
  if (now >= closesAt) return { open: false, opensLater: false, message: WINDOW_MESSAGES.closed };
  return { open: true, closesAt };
}
