/**
 * The shape of the line a sign-in SMS ends with (WebOTP / SMS Retriever, see src/server/sms/otp-text.ts):
 * `@host #code`. A phone offers the code of such a line to that site's sign-in page, so no other SMS may hold anything
 * of this shape: the registered wordings hold none, and their name variables keep neither `@` nor `#`
 * (sms-message.ts).
 */
export const SIGN_IN_LINE = /@\S+ #\d+/;
