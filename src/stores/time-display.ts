import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** How the schedule shows its times: in the event's zone (the default) or in the visitor's own. */
export type TimeDisplay = 'event' | 'local';

/**
 * The visitor's choice of time display, kept in localStorage ('event' or 'local') and in step across tabs:
 * the time toggle sets it, and every time on the page (the toggle's script, /my-agenda's island) follows it.
 */
export const $timeDisplay = persistentAtom<TimeDisplay>(STORAGE_KEYS.timeDisplay, 'event', {
  encode: (display) => display,
  decode: (stored): TimeDisplay => (stored === 'local' ? 'local' : 'event'),
});
