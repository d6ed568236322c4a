import { atom } from 'nanostores';
import type { ApiAnswer, MessageResponse } from '../lib/api-client.ts';
import type { CofounderInvite, CofounderList } from '../shared/cofounder-schemas.ts';
import { COFOUNDER_MESSAGES } from '../shared/messages/cofounders.ts';

/** What the co-founders panel on /application needs from outside: the session and the API. */
export interface CofounderEffects {
  token(): string | undefined;
  list(token: string): Promise<ApiAnswer<CofounderList> | null>;
  invite(token: string, mobile: string, role: string): Promise<ApiAnswer<MessageResponse> | null>;
  remove(token: string, mobile: string): Promise<ApiAnswer<MessageResponse> | null>;
  resend(token: string, mobile: string): Promise<ApiAnswer<MessageResponse> | null>;
}

/** The last outcome the panel shows: the server's own message, as a success or an error. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The applicant's co-founder invites: the list as the server holds it, and invite, remove and resend, each
 * answered with the server's message and followed by a fresh list (an invite's status moves on elsewhere).
 */
export function createCofounderInvites(effects: CofounderEffects) {
  const $invites = atom<CofounderInvite[]>([]);
  const $notice = atom<Notice | null>(null);
  const $busy = atom(false);

  async function load() {
    const token = effects.token();
    if (!token) return;
    const answer = await effects.list(token);
    if (answer?.ok) $invites.set(answer.data.invites);
  }

  /** Runs one change and reports it; true when the server took it. */
  async function change(call: (token: string) => Promise<ApiAnswer<MessageResponse> | null>): Promise<boolean> {
    const token = effects.token();
    if (!token || $busy.get()) return false;
    $busy.set(true);
    try {
      const answer = await call(token);
      $notice.set({
        kind: answer?.ok ? 'success' : 'error',
        text: answer?.data.message ?? COFOUNDER_MESSAGES.noAnswer,
      });
      if (answer?.ok) await load();
      return Boolean(answer?.ok);
    } finally {
      $busy.set(false);
    }
  }

  return {
    $invites,
    $notice,
    $busy,
    load,
    invite: (mobile: string, role: string) => change((t) => effects.invite(t, mobile, role)),
    remove: (mobile: string) => change((t) => effects.remove(t, mobile)),
    resend: (mobile: string) => change((t) => effects.resend(t, mobile)),
  };
}
