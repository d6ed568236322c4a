/**
 * The last stage the judge's phone read (GET /api/final/judge), kept in localStorage beside the scores (outbox.ts):
 * when the page opens without a network (a reload at the venue, a tab the browser discarded), it shows this, so the
 * judge can still score the pitch that was on stage and have the score kept and sent later. Keyed by the judge's
 * mobile: a judge never sees another's stage (their own scores are in it) on a shared phone.
 */
import type { JudgeView } from '../../../shared/final-schemas.ts';
import type { OutboxStorage } from './outbox.ts';

const viewKey = (mobile: string): string => `finalView:${mobile}`;

/** Keeps `view` as this judge's last; a phone that refuses to store it only loses the copy. */
export function keepView(storage: OutboxStorage, mobile: string, view: JudgeView): void {
  try {
    storage.setItem(viewKey(mobile), JSON.stringify(view));
  } catch {
    // Storage full or blocked: the page still has the view in memory.
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/** The parts of a view the page reads (zod stays off the phones): a value edited by hand or cut short is none. */
function isView(value: unknown): value is JudgeView {
  if (!isObject(value) || !Array.isArray(value.pitches)) return false;
  const { final } = value;
  const finalFits =
    final === null || (isObject(final) && typeof final.id === 'number' && Array.isArray(final.criteria));
  return (
    finalFits && value.pitches.every((p) => isObject(p) && typeof p.id === 'string' && typeof p.state === 'string')
  );
}

/** This judge's last view, or undefined when none is kept (or it cannot be read). */
export function keptView(storage: OutboxStorage, mobile: string): JudgeView | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(viewKey(mobile)) ?? 'null');
    return isView(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
