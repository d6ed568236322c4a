import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's IP for the per-IP OTP cap. With `trustedHops` = 0 it is the socket's peer address.
 * Behind N proxies of your own (TRUST_PROXY=N), each proxy appends the address it received the request
 * from to X-Forwarded-For, so the client's address is the Nth entry from the right: entries further left
 * were written by the client and prove nothing. With fewer entries than N, the leftmost is taken (the
 * request skipped some proxies, so nothing in it came from the client past them). An entry that is not
 * an IP address was not written by a proxy of ours: then the socket's address counts, so made-up strings
 * cannot each get a cap of their own.
 */
export function clientIpResolver(trustedHops: number): (c: Context) => string {
  return (c) => {
    if (trustedHops > 0) {
      // Several X-Forwarded-For headers arrive joined by ', ', in order.
      const hops = (c.req.header('X-Forwarded-For') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const client = hops[Math.max(0, hops.length - trustedHops)];
      if (client && isIP(client)) return client;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown'; // app.request() in tests has no socket
    }
  };
}
