/** The stage's one write (stores/write.ts): every button of the page sends through it, and one status line says it. */
import type { ReadableAtom } from 'nanostores';
import type { WriteResult, WriteState } from '../../../stores/write.ts';
import type { StageAction } from './stage.ts';

export interface StageWrite {
  $write: ReadableAtom<WriteState<WriteResult>>;
  run(action: StageAction): Promise<WriteResult | undefined>;
}

/** The STAGE_POLL_MS the organiser's page asks again after: often enough to follow the judges' scores. */
export const STAGE_POLL_MS = 2000;
