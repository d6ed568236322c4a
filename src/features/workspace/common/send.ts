/**
 * The browser side of every workspace write: the session's token, the call, and the answer as a WriteResult. A
 * 401 ends the session (the page then asks to sign in again); no answer at all says the server was not reached.
 */
import type { ApiAnswer, MessageResponse } from '../../../lib/api-client.ts';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace.ts';
import { $token } from '../../../stores/auth.ts';
import { endSession } from '../../../stores/user-details.ts';
import type { WriteResult } from '../../../stores/write.ts';

type Send<T extends MessageResponse> = (token: string) => Promise<ApiAnswer<T> | null>;

/** An answer (or none) as the status line shows it; a 401 ends the session. */
export function resultOf(answer: ApiAnswer<MessageResponse> | null): WriteResult {
  if (!answer) return { ok: false, message: WORKSPACE_MESSAGES.unreachable };
  if (answer.status === 401) endSession(answer.data.message);
  return { ok: answer.ok, message: answer.data.message ?? '' };
}

/** Sends a write with the session's token; `onOk` runs on success (reloading what the page shows) before it answers. */
export async function sendWrite<T extends MessageResponse>(
  send: Send<T>,
  onOk?: (data: T) => void | Promise<void>,
): Promise<WriteResult> {
  const token = $token.get();
  const answer = token ? await send(token) : null;
  if (answer?.ok) await onOk?.(answer.data);
  return resultOf(answer);
}
