import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { browserSession } from './read-effects.ts';
import { createRead } from './read.ts';

/**
 * A read store (read.ts) owned by one component, with the browser's session: its answer and
 * error live as long as the component, and `load` asks again.
 */
export function useRead<Args extends unknown[], T>(call: (token: string, ...args: Args) => Promise<T>) {
  const read = useState(() => createRead(browserSession, call))[0];
  return { ...useStore(read.$read), load: read.load };
}
