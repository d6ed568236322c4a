/**
 * One pattern for "a write with a busy button and a status line": a store owning the write's busy flag and its
 * last result (the server's message, and whether it worked), around an injected effect that does the write. The
 * component renders the store (features/workspace/common/WriteStatus.tsx in the workspace); the flow is tested
 * without a browser. Used by the portal's flows too, so it carries no workspace words.
 */
import { atom } from 'nanostores';
import { NO_ANSWER } from '../shared/messages/network.ts';

/** Result of a write: the server's message, and whether it worked. */
export interface WriteResult {
  ok: boolean;
  message: string;
}

export interface WriteState<R extends WriteResult = WriteResult> {
  busy: boolean;
  /** The last write's outcome (with whatever else the write answers); null before the first one. */
  result: R | null;
}

/**
 * A write that runs one at a time: `run` while one is under way does nothing and answers undefined (so a second
 * click or Enter never sends twice, without disabling the button, which would drop the keyboard focus). An effect
 * that throws is shown as its message, never left busy.
 */
export function createWrite<Args extends unknown[], R extends WriteResult = WriteResult>(
  effect: (...args: Args) => Promise<R>,
  /** The result of an effect that threw, from its message (a write answering more than ok and message adds it). */
  failed: (message: string) => R = (message) => ({ ok: false, message }) as R,
) {
  const $write = atom<WriteState<R>>({ busy: false, result: null });

  async function run(...args: Args): Promise<R | undefined> {
    if ($write.get().busy) return undefined;
    $write.set({ ...$write.get(), busy: true });
    let result: R;
    try {
      result = await effect(...args);
    } catch (error) {
      result = failed(error instanceof Error ? error.message : NO_ANSWER);
    }
    $write.set({ busy: false, result });
    return result;
  }

  /** Forgets the last result (a new form, a new application). */
  const clear = () => $write.set({ ...$write.get(), result: null });

  return { $write, run, clear };
}
