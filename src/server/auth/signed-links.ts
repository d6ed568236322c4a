import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { hashToken } from './sessions.ts';

/**
 * Signed links: addresses that open one thing without a bearer token (a new tab sends none, a downloaded file has
 * none), for one user, until a time, and only while the session that made them lives. The address carries an HMAC
 * (the server's secret, shared by every process) over what it opens, the user, the session and the expiry. The
 * session is named by a tag derived from its stored token hash (neither the token nor the hash itself), and is looked
 * up when the link is used: signing out, "sign out everywhere", a passkey removal and an erasure end every link the
 * ended sessions made, at once.
 */
export interface LinkGrant {
  /** The user the link was made for (their id: no mobile number sits in the address). */
  by: number;
  /** The tag of the session that made it (`sessionTag`). */
  session: string;
  /** Epoch milliseconds after which the link no longer works. */
  until: number;
}

/** 128 bits of a hash of the session's stored token hash: enough to tell a user's sessions apart, and one-way. */
const tagOfHash = (tokenHash: string) =>
  createHash('sha256').update(`signed-link\n${tokenHash}`).digest('base64url').slice(0, 22);

/** The tag of the session a bearer token opens. */
export const sessionTag = (token: string) => tagOfHash(hashToken(token));

/** `what` names the kind of link first ('file-link', 'my-file'…), so no link passes for another kind. */
const signature = (secret: string, what: readonly string[], grant: LinkGrant) =>
  createHmac('sha256', secret)
    .update([...what, grant.by, grant.session, grant.until].join('\n'))
    .digest('base64url');

/** The query a signed link carries besides its own: `by`, `s` (the session's tag), `until` and `sig`. */
export function signedQuery(secret: string, what: readonly string[], grant: LinkGrant): Record<string, string> {
  return {
    by: String(grant.by),
    s: grant.session,
    until: String(grant.until),
    sig: signature(secret, what, grant),
  };
}

/** That query, parsed; anything malformed is a link that was never ours. */
export const SignedQuerySchema = z.object({
  by: z.coerce.number().int().positive(),
  s: z.string().max(40),
  until: z.coerce.number().int(),
  sig: z.string().max(100),
});

export type LinkVerdict = 'valid' | 'invalid' | 'expired' | 'ended';

/**
 * Whether a link is ours ('invalid' when not), and if so whether it still works: 'expired' past its time, 'ended' when
 * the session that made it no longer lives (signed out, ended by an organiser, expired).
 */
async function checkSignedLink(
  db: Db,
  secret: string,
  what: readonly string[],
  query: z.infer<typeof SignedQuerySchema>,
  now: Date,
): Promise<LinkVerdict> {
  const grant = { by: query.by, session: query.s, until: query.until };
  const expected = Buffer.from(signature(secret, what, grant));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (now.getTime() > grant.until) return 'expired';
  const live = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.userId, grant.by), gt(sessions.expiresAt, now)));
  return live.some((s) => tagOfHash(s.tokenHash) === grant.session) ? 'valid' : 'ended';
}

/**
 * The check of one kind of signed link, which names what a link opens with `what`: `checkSignedLink` for its targets.
 */
export const signedLinkCheck =
  <Target>(what: (target: Target) => readonly string[]) =>
  (db: Db, secret: string, target: Target, query: z.infer<typeof SignedQuerySchema>, now: Date): Promise<LinkVerdict> =>
    checkSignedLink(db, secret, what(target), query, now);
