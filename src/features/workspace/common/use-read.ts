import { useState } from 'react';
import { useStoreTransitions } from '../../../lib/use-store-transitions.ts';
import { browserSession } from './read-effects.ts';
import { createRead, type ReadState } from './read.ts';

/** A page's first answer fills it whole: rendered in a transition (use-store-transitions.ts). */
const isFirstAnswer = (next: ReadState<unknown>, shown: ReadState<unknown>) =>
  shown.value === null && next.value !== null;

/**
 * A read store (read.ts) owned by one component, with the browser's session: its answer and
 * error live as long as the component, and `load` asks again.
 */
export function useRead<Args extends unknown[], T>(call: (token: string, ...args: Args) => Promise<T>) {
  const read = useState(() => createRead(browserSession, call))[0];
  return { ...useStoreTransitions(read.$read, isFirstAnswer), load: read.load };
}
