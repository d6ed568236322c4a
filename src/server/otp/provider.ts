/** Delivers SMS: one-time codes and status messages. Throwing means the message did not go out. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(mobile: string, code: string): Promise<void>;
  /** A status update to an applicant; `text` is the whole message, e.g. 'Launchpad 8: your application is Shortlisted.' */
  sendStatus(mobile: string, text: string): Promise<void>;
}
