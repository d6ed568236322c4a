import type { ApiAnswer } from '../../../lib/api-client.ts';
import { requestFailed } from '../../../shared/messages/request-failed.ts';
import { type OutboxStorage, type Scores, judgeKeys, pendingIds, readOutbox, updateEntry } from './outbox.ts';

/**
 * What one send's answer means for the score kept on the phone:
 * - 'sent': 201 stored, or 200 already stored (a re-send after a lost answer: the first stands, counted once);
 * - 'offline': no answer at all, kept to send when the network is back;
 * - 'signedOut': 401, kept until the judge signs in again;
 * - 'later': the server is busy or down (429, 5xx), or a proxy answered (408), kept and tried again;
 * - 'refused': the server will never take it (400 out of range, 403, 404, 409 closed or not started), with its message.
 */
export type SendOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'offline' | 'signedOut' | 'later' }
  | { kind: 'refused'; message: string };

/** Reads one answer of PUT /api/final/scores/:id. */
export function sendOutcome(answer: ApiAnswer<{ message?: string }> | null): SendOutcome {
  if (!answer) return { kind: 'offline' };
  const { status } = answer;
  const message = answer.data.message ?? requestFailed(status);
  if (status === 200 || status === 201) return { kind: 'sent', message };
  if (status === 401) return { kind: 'signedOut' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'later' };
  return { kind: 'refused', message };
}

export interface SenderEffects {
  storage: OutboxStorage;
  /** The signed-in judge's mobile; nothing is sent without one. */
  mobile(): string | undefined;
  send(pitchId: string, scores: Scores): Promise<ApiAnswer<{ message?: string }> | null>;
  /** Told as each send starts (`outcome` undefined) and ends: the page shows "Sending…", then the result. */
  onSend(key: string, pitchId: string, outcome?: SendOutcome): void;
}

/**
 * Sends every score still kept on the phone for the signed-in judge, of any final, one at a time. One pass at a time:
 * a call while a pass runs asks for another pass after it, so a score given mid-pass is sent without a second
 * request for one already out. A pass stops at the first send with no answer (the network is gone, the rest would
 * fail too) or a 401 (nothing is taken until the judge signs in again), and resolves to its last outcome.
 */
export function createSender(effects: SenderEffects) {
  let running: Promise<SendOutcome | undefined> | undefined;
  let again = false;

  async function pass(): Promise<SendOutcome | undefined> {
    const mobile = effects.mobile();
    if (!mobile) return undefined;
    let last: SendOutcome | undefined;
    for (const key of judgeKeys(effects.storage, mobile)) {
      for (const pitchId of pendingIds(readOutbox(effects.storage, key))) {
        const entry = readOutbox(effects.storage, key)[pitchId];
        if (entry?.state !== 'pending') continue;
        effects.onSend(key, pitchId);
        last = sendOutcome(await effects.send(pitchId, entry.scores));
        const outcome = last;
        if (outcome.kind === 'sent' || outcome.kind === 'refused') {
          updateEntry(effects.storage, key, pitchId, (now) => {
            // A score given again while this one was out (after a refusal) is the newer one: left to send.
            if (!now || now.state !== 'pending' || JSON.stringify(now.scores) !== JSON.stringify(entry.scores))
              return now;
            return { scores: now.scores, state: outcome.kind, message: outcome.message };
          });
        }
        effects.onSend(key, pitchId, outcome);
        if (outcome.kind === 'offline' || outcome.kind === 'signedOut') return outcome;
      }
    }
    return last;
  }

  /** Runs a pass, or joins the one running and asks for one more after it. */
  function flush(): Promise<SendOutcome | undefined> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let outcome: SendOutcome | undefined;
      do {
        again = false;
        outcome = await pass();
      } while (again && outcome?.kind !== 'offline' && outcome?.kind !== 'signedOut');
      return outcome;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return { flush, busy: () => running !== undefined };
}
