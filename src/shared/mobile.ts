/**
 * What a mobile number is (docs/spec.md §5, narrowed to Indian mobiles): an Indian mobile, ten digits starting
 * with 6-9. People paste and autofill numbers with spaces, dashes, '+91', '91' or a trunk '0', so those
 * are stripped first, in the browser and in the API alike. Browser-safe, no zod: the sign-in page reads
 * it at load.
 */
export const INDIAN_MOBILE_RE = /^[6-9]\d{9}$/;

/** Characters people write between digits: spaces (incl. no-break), dashes, dots and brackets. */
const SEPARATORS = /[\s\u00a0().\-\u2010-\u2015]/g;

/** The 10-digit national number in `raw`, or what is left of it when it is not one. */
export function normaliseMobile(raw: string): string {
  const compact = raw.replace(SEPARATORS, '');
  if (/^\+91\d{10}$/.test(compact)) return compact.slice(3);
  if (/^91\d{10}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}
