import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value in a component, as nanostores' `useStore` gives it, except that the changes `inTransition` picks
 * render in a transition. `useStore` reads through `useSyncExternalStore`, whose every update React renders and
 * commits in one uninterrupted task: when a loaded answer fills a whole form or list at once, that task blocked the
 * page for 110–180 ms at Lighthouse's throttling (docs/benchmarks.md). In a transition React renders in slices and
 * the browser answers input between them. Every other change (typing, a click) renders at once, as before.
 */
export function useStoreTransitions<T>(store: ReadableAtom<T>, inTransition: (next: T, shown: T) => boolean): T {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    let shown = store.get();
    // A change between the first render and this effect is not missed.
    setValue(shown);
    return store.listen((next) => {
      const bulk = inTransition(next, shown);
      shown = next;
      if (bulk) startTransition(() => setValue(next));
      else setValue(next);
    });
    // The predicate is a pure rule over two values: a new function each render must not resubscribe.
  }, [store]);
  return value;
}
