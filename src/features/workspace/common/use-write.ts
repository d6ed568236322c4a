import { useState } from 'react';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

/**
 * A write store (stores/write.ts) owned by one component: its busy flag and result live as long as the form,
 * like the form's fields (one per SMS row, one per open application).
 */
export function useWrite<Args extends unknown[], R extends WriteResult>(
  effect: (...args: Args) => Promise<R>,
  failed?: (message: string) => R,
) {
  return useState(() => createWrite(effect, failed))[0];
}
