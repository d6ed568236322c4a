/** The open application (detail page and queue), read through injected effects (see ../common/read.ts). */
import { atom } from 'nanostores';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-labels.ts';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { readWith, type SessionEffects } from '../common/read.ts';

export type ApplicationState =
  | { phase: 'loading' }
  | { phase: 'not-found'; message: string }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; detail: SubmissionDetail };

export interface ApplicationViewEffects extends SessionEffects {
  getSubmission(token: string, id: string): Promise<SubmissionDetail>;
}

export function createApplicationView(effects: ApplicationViewEffects) {
  const $application = atom<ApplicationState>({ phase: 'loading' });
  let currentId = '';

  /** Opens application `id`; the writes on the page act on it (see `openId`). */
  async function load(id: string): Promise<void> {
    currentId = id;
    if (!effects.token()) return;
    if (!id) return $application.set({ phase: 'not-found', message: ORGANISER_MESSAGES.notFound });
    const outcome = await readWith(effects, (token) => effects.getSubmission(token, id));
    if (outcome) $application.set(outcome.phase === 'ready' ? { phase: 'ready', detail: outcome.value } : outcome);
  }

  return { $application, load, openId: () => currentId };
}
