/**
 * At most `perKey` jobs of one key at once in this process, counted in memory: a request over the bound is refused
 * before it takes anything else (a database connection above all), so one client's flood cannot take what every
 * other request of the process needs. Nothing waits: the caller answers the refusal itself. Keys are forgotten when
 * their last job ends, so memory follows what is in flight, not how many clients were ever seen.
 */
export function inFlightBound(perKey: number) {
  const running = new Map<string, number>();
  return {
    /** A place for a job of `key`, or null when `perKey` are already running; the place is given back by `leave`. */
    tryEnter(key: string): { leave(): void } | null {
      const now = running.get(key) ?? 0;
      if (now >= perKey) return null;
      running.set(key, now + 1);
      let left = false;
      return {
        leave() {
          // Idempotent: a job that ends along two paths (its stream finished, then cancelled) gives back one place.
          if (left) return;
          left = true;
          const rest = running.get(key)! - 1;
          if (rest === 0) running.delete(key);
          else running.set(key, rest);
        },
      };
    },
  };
}
