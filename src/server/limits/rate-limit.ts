import { and, eq, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { requestWindows } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { tooMany } from '../errors.ts';

const WINDOW_MS = 60_000;

/**
 * Counts one request of `key` in the current one-minute window and answers the window's count: one atomic upsert,
 * so every process adds to the same figure. The key's earlier windows are deleted when a new one starts.
 */
async function countRequest(db: Db, key: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - (now.getTime() % WINDOW_MS));
  const [row] = await db
    .insert(requestWindows)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [requestWindows.key, requestWindows.windowStart],
      set: { count: sql`${requestWindows.count} + 1` },
    })
    .returning({ count: requestWindows.count });
  if (row!.count === 1) {
    await db
      .delete(requestWindows)
      .where(and(eq(requestWindows.key, key), lt(requestWindows.windowStart, windowStart)));
  }
  return row!.count;
}

/**
 * At most `perMinute` requests per signed-in person per minute (after requireAuth): 429 with the message and a
 * Retry-After beyond that. Set far above what a person clicking through pages sends; it stops scripts and loops.
 */
export function perUserRateLimit(deps: ApiDeps, scope: string, perMinute: number, message: string) {
  const limit: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const now = deps.now();
    const count = await countRequest(deps.db, `${scope}:${c.get('user').mobile}`, now);
    if (count > perMinute) throw tooMany(message, (WINDOW_MS - (now.getTime() % WINDOW_MS)) / 1000);
    await next();
  };
  return limit;
}
