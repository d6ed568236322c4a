/**
 * Whether applications are open at a moment, as every call to apply on the site decides it: the apply buttons,
 * the apply modal, the profile success panel and the form itself. The server's answer is the source; the moment
 * is the server's clock (the browser's plus the skew measured when the window was read).
 */
import { WINDOW_MESSAGES, formatIst } from '../shared/window-wording.ts';
import type { ApplicationWindowResponse } from '../shared/organiser-schemas.ts';

export type WindowPhase = { open: true; closesAt: number } | { open: false; opensLater: boolean; message: string };

/** Open when the window could not be read (the API still decides at submission). */
export function windowPhase(w: ApplicationWindowResponse | null | undefined, serverNow: number): WindowPhase {
  if (!w) return { open: true, closesAt: NaN };
  const opensAt = Date.parse(w.applicationsOpenAt);
  const closesAt = Date.parse(w.applicationsCloseAt);
  if (serverNow < opensAt) {
    return { open: false, opensLater: true, message: WINDOW_MESSAGES.opensOn(formatIst(w.applicationsOpenAt)) };
  }
  if (serverNow >= closesAt || (!w.isOpen && !Number.isFinite(opensAt))) {
    return { open: false, opensLater: false, message: w.message || WINDOW_MESSAGES.closed };
  }
  return { open: true, closesAt };
}

/** The next moment the phase changes (the open or the close still ahead), for a timer; undefined when none. */
export function nextWindowChange(w: ApplicationWindowResponse | null | undefined, serverNow: number) {
  if (!w) return undefined;
  return [Date.parse(w.applicationsOpenAt), Date.parse(w.applicationsCloseAt)].find(
    (t) => Number.isFinite(t) && t > serverNow,
  );
}
