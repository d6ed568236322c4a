import { atom } from 'nanostores';
import type { ApiAnswer, MessageResponse } from '../../../lib/api-client.ts';
import type { CofounderInvite, CofounderList } from '../../../shared/cofounder-schemas.ts';
import { COFOUNDER_MESSAGES } from '../../../shared/messages/cofounders.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

/** What the co-founders panel on /application needs from outside: the session and the API. */
export interface CofounderEffects {
  token(): string | undefined;
  list(token: string): Promise<ApiAnswer<CofounderList> | null>;
  invite(token: string, mobile: string, role: string): Promise<ApiAnswer<MessageResponse> | null>;
  remove(token: string, mobile: string): Promise<ApiAnswer<MessageResponse> | null>;
  resend(token: string, mobile: string): Promise<ApiAnswer<MessageResponse> | null>;
}

/**
 * The applicant's co-founder invites: the list as the server holds it, and invite, remove and resend, each
 * answered with the server's message and followed by a fresh list (an invite's status moves on elsewhere).
 */
export function createCofounderInvites(effects: CofounderEffects) {
  const $invites = atom<CofounderInvite[]>([]);
  /** Why no one may be invited now (the application ended), '' while they may: the page offers no invite then. */
  const $inviteRefusal = atom('');

  async function load() {
    const token = effects.token();
    if (!token) return;
    const answer = await effects.list(token);
    if (!answer?.ok) return;
    $invites.set(answer.data.invites);
    $inviteRefusal.set(answer.data.inviteRefusal);
  }

  /** One change at a time, as a write (stores/write.ts): busy until the server answers, its message on the status line. */
  const write = createWrite(
    async (
      call: (token: string) => Promise<ApiAnswer<MessageResponse> | null>,
      token: string,
    ): Promise<WriteResult> => {
      const answer = await call(token);
      if (answer?.ok) await load();
      return { ok: Boolean(answer?.ok), message: answer?.data.message ?? COFOUNDER_MESSAGES.noAnswer };
    },
  );

  /** Runs one change and reports it; true when the server took it. */
  async function change(call: (token: string) => Promise<ApiAnswer<MessageResponse> | null>): Promise<boolean> {
    const token = effects.token();
    if (!token) return false;
    return Boolean((await write.run(call, token))?.ok);
  }

  return {
    $invites,
    $inviteRefusal,
    $write: write.$write,
    load,
    invite: (mobile: string, role: string) => change((t) => effects.invite(t, mobile, role)),
    remove: (mobile: string) => change((t) => effects.remove(t, mobile)),
    resend: (mobile: string) => change((t) => effects.resend(t, mobile)),
  };
}
