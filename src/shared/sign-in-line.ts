/**
 * The shape of the line a sign-in SMS ends with (WebOTP / SMS Retriever, see src/server/sms/otp-text.ts):
 * `@host #code`. A phone offers the code of such a line to that site's sign-in page, so no status message may hold
 * anything of this shape: an organiser's note such as "Door code @hall.example #4821" would read as a sign-in code.
 */
export const SIGN_IN_LINE = /@\S+ #\d+/;

const SIGN_IN_HASH = /(@\S+ )#(?=\d)/g;

/**
 * `text` with the '#' of every `@… #digits` removed, so nothing in it reads as a sign-in line; every rendered status
 * SMS (built-in text or template, preview or send) passes through here. Each round removes at least one '#', and a
 * removal can bring a new match together, hence the loop.
 */
export function withoutSignInLine(text: string): string {
  let safe = text;
  while (SIGN_IN_LINE.test(safe)) safe = safe.replace(SIGN_IN_HASH, '$1');
  return safe;
}
