import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Whether an error means "the database cannot answer right now" (down, unreachable, restarting,
 * connection cut, too slow, a lock held too long) rather than a fault in the request or the code.
 * Such errors become 503 in `onError`, so clients and load balancers retry instead of giving up.
 */

/** SQLSTATE classes and codes: connection exceptions, operator intervention, too many connections, timeouts. */
const UNAVAILABLE_SQLSTATE = /^(08|57P|53300$|57014$|55P03$)/;
/** Socket-level errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' own words for a timed-out or broken connection (it gives these no code). */
const DRIVER_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'not queryable',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Asks the database the simplest question; throws an error `isDatabaseUnavailable` knows when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
