/**
 * An accepted applicant's answer to their place (POST /api/application/confirm), with its effects injected: the
 * answer is sent once at a time, its message toasted, and the place read again, answered or refused alike (another
 * tab may have answered, the deadline may have passed), so the page shows where it stands now.
 */
import { atom } from 'nanostores';
import type { ApiAnswer, MessageResponse } from '../../../lib/api-client.ts';
import type { ToastKind } from '../../../lib/toast.ts';
import { PLACE_MESSAGES } from '../../../shared/messages/places.ts';
import type { ApplicantStatus } from '../../../shared/organiser-schemas.ts';

export interface PlaceAnswerEffects {
  token(): string | undefined;
  confirmPlace(token: string, attending: boolean): Promise<ApiAnswer<MessageResponse> | null>;
  /** The application's status read afresh. */
  readStatus(): Promise<ApplicantStatus | null>;
  toast(message: string, kind: ToastKind): void;
  endSession(reason?: string): void;
}

export function createPlaceAnswer(effects: PlaceAnswerEffects) {
  const $sending = atom(false);

  /** Sends the answer; resolves to the status read afterwards, or undefined when there is none to show. */
  async function answer(attending: boolean): Promise<ApplicantStatus | null | undefined> {
    if ($sending.get()) return undefined;
    const token = effects.token();
    if (!token) {
      effects.endSession();
      return undefined;
    }
    $sending.set(true);
    try {
      const sent = await effects.confirmPlace(token, attending);
      if (sent?.status === 401) {
        effects.endSession(sent.data.message);
        return undefined;
      }
      effects.toast(sent?.data.message ?? PLACE_MESSAGES.answerFailed, sent?.ok ? 'success' : 'error');
      if (!sent) return undefined;
      return await effects.readStatus().catch(() => undefined);
    } finally {
      $sending.set(false);
    }
  }

  return { $sending, answer };
}
