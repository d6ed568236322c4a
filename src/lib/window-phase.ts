/**
 * Whether applications are open at a moment, as every call to apply on the site decides it: the apply buttons,
 * the apply modal, the profile success panel and the form itself. The server's answer is the source; the moment
 * is the server's clock (the browser's plus the skew measured when the window was read).
 */
import { WINDOW_MESSAGES } from '../shared/messages/window.ts';
import type { ApplicationWindowResponse } from '../shared/organiser-schemas.ts';
import { type WindowState, windowState } from '../shared/window-state.ts';

export type WindowPhase = WindowState;

/**
 * The window's state by the one rule the API enforces (shared/window-state.ts). Open when the window could
 * not be read (the API still decides at submission); closed with the server's words when it says closed
 * and gives no opening moment to count from.
 */
export function windowPhase(w: ApplicationWindowResponse | null | undefined, serverNow: number): WindowPhase {
  if (!w) return { open: true, closesAt: NaN };
  if (!w.isOpen && !Number.isFinite(Date.parse(w.applicationsOpenAt))) {
    return { open: false, opensLater: false, message: w.message || WINDOW_MESSAGES.closed };
  }
  return windowState(w, serverNow);
}

/** The next moment the phase changes (the open or the close still ahead), for a timer; undefined when none. */
export function nextWindowChange(w: ApplicationWindowResponse | null | undefined, serverNow: number) {
  if (!w) return undefined;
  return [Date.parse(w.applicationsOpenAt), Date.parse(w.applicationsCloseAt)].find(
    (t) => Number.isFinite(t) && t > serverNow,
  );
}
