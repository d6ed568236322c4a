import { atom } from 'nanostores';
import { getApplicationWindow } from '../../../lib/organiser-api.ts';
import type { ApplicationWindowResponse } from '../../../shared/organiser-schemas.ts';

/** The application window as the API last told it, with the browser clock's offset from the server's. */
export const $applicationWindow = atom<(ApplicationWindowResponse & { skewMs: number }) | null>(null);

/** Whether the API has answered (or failed to): until then the form waits, so nothing shifts in above it. */
export const $applicationWindowSettled = atom(false);

let loading: Promise<void> | undefined;

/**
 * Fetched once per page (again with `fresh`, e.g. after the API refused a submission as outside the window);
 * when it cannot be read the page behaves as open and the API decides.
 */
export function loadApplicationWindow(fresh = false): Promise<void> {
  if (fresh) loading = undefined;
  loading ??= getApplicationWindow()
    .then(
      (w) => $applicationWindow.set({ ...w, skewMs: Date.parse(w.now) - Date.now() }),
      () => undefined,
    )
    .finally(() => $applicationWindowSettled.set(true));
  return loading;
}
