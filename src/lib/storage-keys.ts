/** localStorage keys; the spec fixes the first three (section 3, "Stored on the client"). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  applicationFormData: 'applicationFormData',
  layout: 'layoutMode',
  direction: 'direction',
  /** The schedule's times: 'event' (the event's zone, the default) or 'local' (the visitor's). */
  timeDisplay: 'timeDisplay',
  /** The sessions starred for the visitor's agenda, as a JSON list of keys ('2-1': day 2, session 1). */
  agenda: 'agenda',
} as const;

/** sessionStorage keys: per-tab, gone when the tab closes. */
export const SESSION_KEYS = {
  /** A toast queued by a page that navigated away, shown by the page it lands on. */
  pendingToast: 'pendingToast',
} as const;

/** Event the spec broadcasts after logout so every part re-reads the stored state. */
export const STORAGE_UPDATE_EVENT = 'storageUpdate';
