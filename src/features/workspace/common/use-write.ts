import { useEffect, useLayoutEffect, useState } from 'react';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

/** Before the browser paints; a plain effect where there is no browser (the build renders the islands' HTML). */
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps a write's status line about what its form shows (`about` in stores/write.ts): `shown` names it, e.g. the open
 * application's id or the text being edited. Told before the browser paints, so a line about something else never
 * shows, not even for a frame.
 */
export function useWriteAbout(write: { about(shown: unknown): void }, shown: unknown): void {
  useBeforePaint(() => write.about(shown), [write, shown]);
}

/**
 * A write store (stores/write.ts) owned by one component: its busy flag and result live as long as the form, like
 * the form's fields (one per SMS row, one per open application). `about` names what the form shows, where that can
 * change while the form stays (see useWriteAbout).
 */
export function useWrite<Args extends unknown[], R extends WriteResult>(
  effect: (...args: Args) => Promise<R>,
  about?: unknown,
) {
  const write = useState(() => createWrite(effect))[0];
  useWriteAbout(write, about);
  return write;
}
