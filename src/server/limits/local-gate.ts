/**
 * At most `size` jobs at once in this process; the others wait their turn, first come first served. For work whose
 * memory grows with every job running at once (a deck prepared for a reviewer holds the file, pdf-lib's model of it
 * and the copy written), so a crowd waits instead of filling the memory.
 */
export function localGate(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(job: () => Promise<T>): Promise<T> {
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      // A finished job hands its place to the next in line, or gives it back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
