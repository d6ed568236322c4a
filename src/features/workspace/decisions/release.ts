/**
 * /organiser/decisions: clearing one pending decision, and releasing them all behind a confirmation naming the
 * counts. The release sends the counts the organiser saw and the preview's digest, so decisions changed meanwhile
 * (even to other applications in the same numbers) refuse it, and the refusal says what is pending now. Effects (the API, reloading the preview) are injected, so it is tested without a browser.
 */
import { atom } from 'nanostores';
import type { DecisionPreview, ReleaseDelivery, ReleaseRequest } from '../../../shared/decision-schemas.ts';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace.ts';
import { DECISION_STATUSES, STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

type Counts = DecisionPreview['counts'];
/** What the organiser saw: the preview's counts and digest. */
type Seen = Pick<DecisionPreview, 'counts' | 'digest'>;

export interface ReleaseEffects {
  clear(id: string): Promise<WriteResult>;
  /** A refused release answers the counts pending now. */
  release(seen: ReleaseRequest): Promise<WriteResult & { counts?: Counts }>;
  /** After either: the preview again. */
  changed(): void;
}

/** '2 Accepted, 1 Not selected': the counts the confirmation names and the release sends back. */
export const countsText = (counts: Counts) =>
  DECISION_STATUSES.filter((s) => counts[s])
    .map((s) => `${counts[s]} ${STATUS_LABELS[s]}`)
    .join(', ');

/** What the release will send and how long it takes at the current rate, said before Release is pressed. */
export const deliveryText = (delivery: ReleaseDelivery) => WORKSPACE_MESSAGES.releaseDelivery(delivery);

export function createReleaseFlow(effects: ReleaseEffects) {
  /** Whether the confirmation naming the counts is open. */
  const $confirming = atom(false);
  /** Whether the feedback reasons go with the decisions: off until the organiser ticks it, and again after a release. */
  const $withFeedback = atom(false);

  const released = async (seen: Seen): Promise<WriteResult> => {
    const withFeedback = $withFeedback.get();
    const { counts, ...result } = await effects.release({
      expect: seen.counts,
      previewDigest: seen.digest,
      ...(withFeedback ? { withFeedback } : {}),
    });
    if (result.ok) $withFeedback.set(false);
    return result.ok || !counts
      ? result
      : { ok: false, message: `${result.message} ${WORKSPACE_MESSAGES.nowPending(countsText(counts))}` };
  };

  const write = createWrite(async (action: { clear: string } | { release: Seen }) => {
    const result = 'clear' in action ? await effects.clear(action.clear) : await released(action.release);
    $confirming.set(false);
    effects.changed();
    return result;
  });

  return {
    $confirming,
    $withFeedback,
    setWithFeedback: (on: boolean) => $withFeedback.set(on),
    $write: write.$write,
    confirm: () => $confirming.set(true),
    cancel: () => $confirming.set(false),
    clear: (id: string) => write.run({ clear: id }),
    release: (seen: Seen) => write.run({ release: seen }),
  };
}
