import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's IP for the per-IP OTP cap: the socket's peer address, or the first X-Forwarded-For
 * entry when TRUST_PROXY=1 (only behind your own proxy: otherwise anyone could pick their IP).
 */
export function clientIpResolver(trustProxy: boolean): (c: Context) => string {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
      if (forwarded) return forwarded.slice(0, 64);
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown'; // app.request() in tests has no socket
    }
  };
}
