import { atom } from 'nanostores';
import type { ApiAnswer, MessageResponse } from '../../../lib/api-client.ts';
import type { InviteView } from '../../../shared/cofounder-schemas.ts';
import { COFOUNDER_MESSAGES } from '../../../shared/messages/cofounders.ts';

/** What /invite needs from outside: the session, the link's token and the API. */
export interface InviteAnswerEffects {
  token(): string | undefined;
  inviteToken(): string;
  read(token: string, inviteToken: string): Promise<ApiAnswer<InviteView> | null>;
  answer(
    token: string,
    inviteToken: string,
    answer: 'accept' | 'decline' | 'stop',
  ): Promise<ApiAnswer<MessageResponse> | null>;
}

export type InviteState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; invite: InviteView; notice?: { kind: 'success' | 'error'; text: string }; busy?: boolean };

/**
 * The invited co-founder's page: the invite as the server reads it for the signed-in number (a wrong, used or
 * expired link or another number is the server's message), accept or decline once, then the application; or decline
 * and refuse every further invite from the event.
 */
export function createInviteAnswer(effects: InviteAnswerEffects) {
  const $state = atom<InviteState>({ status: 'loading' });

  async function load(notice?: { kind: 'success' | 'error'; text: string }) {
    const token = effects.token();
    if (!token) return $state.set({ status: 'failed', message: COFOUNDER_MESSAGES.signInFirst });
    // An address without its link's token (cut short when copied) has nothing to ask the server about.
    const inviteToken = effects.inviteToken();
    if (!inviteToken) return $state.set({ status: 'failed', message: COFOUNDER_MESSAGES.inviteInvalid });
    const answer = await effects.read(token, inviteToken);
    if (!answer?.ok)
      return $state.set({ status: 'failed', message: answer?.data.message ?? COFOUNDER_MESSAGES.noAnswer });
    $state.set({ status: 'ready', invite: answer.data, ...(notice ? { notice } : {}) });
  }

  async function respond(choice: 'accept' | 'decline' | 'stop') {
    const state = $state.get();
    const token = effects.token();
    if (state.status !== 'ready' || state.busy || !token) return;
    $state.set({ ...state, busy: true });
    const answer = await effects.answer(token, effects.inviteToken(), choice);
    const text = answer?.data.message ?? COFOUNDER_MESSAGES.noAnswer;
    await load({ kind: answer?.ok ? 'success' : 'error', text });
  }

  return {
    $state,
    load,
    accept: () => respond('accept'),
    decline: () => respond('decline'),
    stop: () => respond('stop'),
  };
}
