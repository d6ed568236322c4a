import { OTP_RULES } from '../../shared/otp-rules.ts';

/**
 * The text of a sign-in SMS. Its last line is the origin-bound line of the WebOTP / SMS Retriever format,
 * `@<host> #<code>`, so a phone offers the code to the sign-in page of this site, and only to it. The host is
 * SITE_URL's (with its port when it has one). It is the gateway's, not sign-in's: `SmsProvider.sendOtp` hands a
 * provider the code alone and each provider words it, MSG91 by its DLT-registered template (which must read like
 * this), the console provider by this function.
 */
export function otpSmsText(code: string, siteUrl: string): string {
  const minutes = OTP_RULES.ttlMs / 60_000;
  return `${code} is your sign-in code. It expires in ${minutes} minutes.\n\n@${new URL(siteUrl).host} #${code}`;
}
