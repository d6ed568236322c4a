/** A call that waits until `ms` have passed without another request (spec: draft saved after 500 ms of no typing). */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a waiting call now, if there is one. */
  flush(): void;
  /** Drops a waiting call. */
  cancel(): void;
  pending(): boolean;
}

export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | undefined;
  const fire = () => {
    const args = waiting;
    timer = undefined;
    waiting = undefined;
    if (args) run(...args);
  };
  const debounced = (...args: A) => {
    waiting = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(fire, ms);
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    fire();
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  debounced.pending = () => waiting !== undefined;
  return debounced;
}

/** docs/spec.md §9: the application draft is saved 500 ms after typing stops. */
export const DRAFT_SAVE_DELAY_MS = 500;
