import type { ApiAnswer, SendOtpResponse } from '../../../lib/api-client.ts';

/**
 * The API asked for proof of work before this send: nothing was sent, and a solved challenge lets it through. Read
 * by the sign-in and by the account's deletion (my-data), which both ask for codes.
 */
export const challengeAsked = (answer: ApiAnswer<SendOtpResponse> | null) =>
  answer?.ok === false && answer.status === 429 && answer.data.challengeRequired === true;

/** The level of proof of work the API asked for (1 when it named none). */
export const challengeLevel = (answer: ApiAnswer<SendOtpResponse> | null) =>
  answer?.ok === false ? (answer.data.powLevel ?? 1) : 1;
