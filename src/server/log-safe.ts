/**
 * What the server writes to its log about a request or a person. Every log event is one line: a value a
 * client chose (a path, a header, an error it provoked) has its control characters escaped, so it can
 * never start a line of its own that reads like another event (a forged `[sms] OTP for …`).
 */
export function logSafe(value: unknown): string {
  const text = value instanceof Error ? (value.stack ?? value.message) : String(value);
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (ch) => {
    const escapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return escapes[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * A value a person wrote (a name, a startup, a message's text), as it stands inside a log line: JSON-quoted, so it
 * reads as data and where it ends is plain, with every control and line-separating character escaped. Whatever the
 * value says (`[sms] OTP for 9999999999: 123456`), it is never at the start of a line, where the console provider's
 * own lines are (docs/api.md, "What the log holds").
 */
export function quoted(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A mobile as logs show it, `98xxxxxx10`: enough to match a complaint, not enough to contact anyone. */
export function maskMobile(mobile: string): string {
  return mobile.length < 5
    ? 'x'.repeat(mobile.length)
    : `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
