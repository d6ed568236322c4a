import type { SmsWordingId } from '../../shared/messages/sms-wordings.ts';
import type { SmsMessage } from '../../shared/sms-message.ts';

/** Delivers SMS: one-time codes and registered messages. Throwing means the message did not go out. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(mobile: string, code: string): Promise<void>;
  /**
   * A registered message (a decision, an invite): its wording's template and each variable apart, as DLT wants them.
   * Throws SmsOutcomeUnknown when the gateway may have taken the message without saying so.
   */
  sendMessage(mobile: string, message: SmsMessage): Promise<void>;
  /** Whether this provider can send `wording` (MSG91: its template id is configured). */
  registered(wording: SmsWordingId): boolean;
}

/**
 * The request reached (or may have reached) the gateway but no answer came back: a timeout, or the connection
 * cut after the request was written. The message may have been delivered, so it must not be sent again blindly.
 */
export class SmsOutcomeUnknown extends Error {
  override readonly name = 'SmsOutcomeUnknown';
}

/** Network errors raised before any byte of the request could reach the gateway: sending again is safe. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * What a failed `fetch` to a gateway means for a message: refused before sending (retry it), or unanswered
 * (SmsOutcomeUnknown). `what` names the message in the error, e.g. 'status SMS'.
 */
export function gatewayFetchError(err: unknown, what: string, timeoutMs: number): Error {
  if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return new SmsOutcomeUnknown(`No answer from the gateway within ${timeoutMs / 1000} s for the ${what}`);
  }
  const code = (err as { cause?: { code?: string } }).cause?.code;
  if (code && NOT_SENT_CODES.has(code)) return new Error(`The gateway could not be reached for the ${what} (${code})`);
  return new SmsOutcomeUnknown(
    `The connection to the gateway ended without an answer for the ${what}${code ? ` (${code})` : ''}`,
  );
}
