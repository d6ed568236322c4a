import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { logSafe } from './log-safe.ts';
import { API_MESSAGES } from '../shared/messages/api.ts';

/**
 * An error a client should see. Thrown anywhere in a handler; `onError` turns it into
 * JSON `{message, ...extra}` with its status and headers. This is the only place errors are shaped.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

/** Shorthand for `throw fail(400, 'Why')`. */
export const fail = (
  status: ContentfulStatusCode,
  message: string,
  extra?: Record<string, unknown>,
  headers?: Record<string, string>,
) => new ApiError(status, message, extra, headers);

/** 429 with the wait both as a `Retry-After` header and as `retryAfter` in the body, in whole seconds. */
export const tooMany = (message: string, retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return fail(429, message, { retryAfter: seconds }, { 'Retry-After': String(seconds) });
};

const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * 503 with a `Retry-After`, what every request answers while the database or the upload store cannot (down,
 * unreachable, too slow): nothing is wrong with the request, so the client should send it again shortly. `message`
 * says what waits, where a more precise one than the general line exists.
 */
export const unavailable = (message: string = API_MESSAGES.unavailable) =>
  fail(503, message, {}, { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) });

/**
 * App-wide error handler: known errors keep their status; a database that cannot answer is a 503
 * (logged in one line, without the stack, since an outage produces one per request); anything else
 * is a logged 500 with no details.
 */
export function onError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json({ message: err.message, ...err.extra }, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ message: err.message || API_MESSAGES.badRequest }, status);
  }
  if (isDatabaseUnavailable(err)) {
    const cause = err.cause instanceof Error ? err.cause.message : err.message;
    console.error(`[api] ${c.req.method} ${logSafe(c.req.path)}: database unavailable (${logSafe(cause)})`);
    return onError(unavailable(), c);
  }
  console.error(`[api] ${c.req.method} ${logSafe(c.req.path)} failed: ${logSafe(err)}`);
  return c.json({ message: API_MESSAGES.somethingWentWrong }, 500);
}
