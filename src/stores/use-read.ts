import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { browserSession } from './organiser-read-effects.ts';
import { createRead } from './organiser-read.ts';

/**
 * A read store (stores/organiser-read.ts) owned by one component, with the browser's session: its answer and
 * error live as long as the component, and `load` asks again.
 */
export function useRead<Args extends unknown[], T>(call: (token: string, ...args: Args) => Promise<T>) {
  const read = useState(() => createRead(browserSession, call))[0];
  return { ...useStore(read.$read), load: read.load };
}
