/**
 * One pattern for the workspace's reads, like stores/write.ts for its writes: the session's token and the call are
 * injected, and every read ends the same way: what it answered, "not found" (a 404, with the server's message),
 * "failed" (with the error's message), or nothing at all when there is no session or it ended (a 401: the session
 * is closed and the page asks to sign in again).
 */
import { atom } from 'nanostores';
import { ApiRequestError } from '../../../lib/api-client.ts';

export interface SessionEffects {
  token(): string | undefined;
  endSession(reason?: string): void;
}

export type ReadOutcome<T> =
  { phase: 'ready'; value: T } | { phase: 'not-found'; message: string } | { phase: 'failed'; message: string };

/** Runs `call` with the session's token; undefined when there is no session or the server ended it. */
export async function readWith<T>(
  effects: SessionEffects,
  call: (token: string) => Promise<T>,
): Promise<ReadOutcome<T> | undefined> {
  const token = effects.token();
  if (!token) return undefined;
  try {
    return { phase: 'ready', value: await call(token) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      effects.endSession(error.data.message);
      return undefined;
    }
    if (error instanceof ApiRequestError && error.status === 404) return { phase: 'not-found', message: error.message };
    return { phase: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** A read's last answer, or the message of its last failure (the answer before it is kept). */
export interface ReadState<T> {
  value: T | null;
  error: string;
}

/**
 * A read owned by a store: `load` asks again (new arguments, or after a write changed what it shows); an older
 * answer arriving after a newer one's is dropped.
 */
export function createRead<Args extends unknown[], T>(
  effects: SessionEffects,
  call: (token: string, ...args: Args) => Promise<T>,
) {
  const $read = atom<ReadState<T>>({ value: null, error: '' });
  let latest = 0;

  async function load(...args: Args): Promise<void> {
    const ticket = ++latest;
    const outcome = await readWith(effects, (token) => call(token, ...args));
    if (!outcome || ticket !== latest) return;
    $read.set(
      outcome.phase === 'ready' ? { value: outcome.value, error: '' } : { ...$read.get(), error: outcome.message },
    );
  }

  return { $read, load };
}
