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
  /** What the form shows now (see `about`). */
  let subject: unknown;

  async function run(...args: Args): Promise<R | undefined> {
    if ($write.get().busy) return undefined;
    const startedAbout = subject;
    $write.set({ ...$write.get(), busy: true });
    let result: R;
    try {
      result = await effect(...args);
    } catch (error) {
      result = failed(error instanceof Error ? error.message : NO_ANSWER);
    }
    // Its caller hears the result either way; the status line only while it speaks of what is shown.
    $write.set({ busy: false, result: Object.is(subject, startedAbout) ? result : null });
    return result;
  }

  /** Forgets the last result (a new form, a new application). */
  const clear = () => $write.set({ ...$write.get(), result: null });

  /**
   * Names what the form shows now, the thing its status line speaks of: the open application (the queue's form
   * stays up from one to the next), the text being edited. When it changes the last result is forgotten, and a
   * write started before the change leaves the status line empty: "Review saved" never shows under the next
   * application, nor "Saved" under a text typed since.
   */
  function about(shown: unknown): void {
    if (Object.is(shown, subject)) return;
    subject = shown;
    clear();
  }

  return { $write, run, clear, about };
}
