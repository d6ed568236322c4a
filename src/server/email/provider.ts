/** One e-mail: always a plain-text part; the SMTP provider adds nothing the text does not say. */
export interface Email {
  to: string;
  subject: string;
  text: string;
}

/**
 * Delivers e-mail, the second channel beside SMS: what an SMS cannot carry (the organisers' full note). Throwing means
 * the message did not go out; EmailOutcomeUnknown that it may have. A WhatsApp provider would join the same way.
 */
export interface EmailProvider {
  readonly name: string;
  send(email: Email): Promise<void>;
}

/** The server may have taken the message without saying so (the connection ended after it was handed over). */
export class EmailOutcomeUnknown extends Error {
  override readonly name = 'EmailOutcomeUnknown';
}
