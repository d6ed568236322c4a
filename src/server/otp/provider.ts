/** Delivers a one-time code to a mobile number. Throwing means the code did not go out. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(mobile: string, code: string): Promise<void>;
}
