import { createHash, randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import { type Db, pgliteOf } from '../db/client.ts';
import { sessions, startups, users } from '../db/schema.ts';
import type { StartupRow, UserRow } from '../deps.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** Organisers and reviewers see every applicant's personal data: their sessions end after a working day. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;
/** 32 random bytes in base64url: exactly 43 characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** Only this is stored: a stolen database yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new 256-bit session for `userId` (one per sign-in), valid `ttlMs`; returns the token, which is never stored. */
export async function createSession(db: Db, userId: number, now: Date, ttlMs = SESSION_TTL_MS): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  // Housekeeping: this user's expired sessions are of no use to anyone.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return token;
}

/** Every authenticated request runs this lookup, so it also brings the startup: GET /api/user-details needs no second query. */
type Found = { user: UserRow; startup: StartupRow | undefined };

/** On Postgres: a named prepared statement, planned once per pooled connection by node-postgres. */
const prepared = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Db) {
  return db
    .select({ user: users, startup: startups })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(startups, eq(startups.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_lookup');
}

/**
 * On PGlite, planning this three-table join costs several times more than running it, and PGlite has
 * no named protocol-level statements. So the lookup is a SQL-level PREPARE (planned once per database)
 * run with EXECUTE over the simple protocol, each row coming back as one JSON value (one decode instead
 * of one per column). EXECUTE takes no bind parameters, hence literals: both are checked to be exactly a
 * hex digest and an ISO timestamp before they are put in the statement.
 */
const LOOKUP_SQL = `select row_to_json(u) as u, row_to_json(s) as s
  from sessions x join users u on u.id = x.user_id left join startups s on s.user_id = u.id
  where x.token_hash = $1 and x.expires_at > $2`;
const USER_COLUMNS = Object.entries(getTableColumns(users));
const STARTUP_COLUMNS = Object.entries(getTableColumns(startups));
const pglitePrepared = new WeakMap<PGlite, Promise<unknown>>();

/** A row_to_json object (SQL column names) as Drizzle's row type (property names, driver values mapped). */
function fromJson<T>(
  columns: [string, { name: string; mapFromDriverValue(v: unknown): unknown }][],
  json: Record<string, unknown>,
): T {
  return Object.fromEntries(
    columns.map(([key, col]) => [key, json[col.name] == null ? null : col.mapFromDriverValue(json[col.name])]),
  ) as T;
}

async function lookupOnPglite(client: PGlite, hash: string, now: Date): Promise<Found | undefined> {
  let ready = pglitePrepared.get(client);
  if (!ready) {
    ready = client.exec(`prepare session_lookup(varchar, timestamptz) as ${LOOKUP_SQL}`).catch((err) => {
      pglitePrepared.delete(client); // try again next time rather than fail forever
      throw err;
    });
    pglitePrepared.set(client, ready);
  }
  await ready;
  const iso = now.toISOString();
  if (!/^[0-9a-f]{64}$/.test(hash) || !/^[0-9T:.Z-]+$/.test(iso)) throw new Error('unsafe session lookup literal');
  const [result] = await client.exec(`execute session_lookup('${hash}', '${iso}')`);
  const row = result?.rows[0] as { u: Record<string, unknown>; s: Record<string, unknown> | null } | undefined;
  if (!row) return undefined;
  return {
    user: fromJson<UserRow>(USER_COLUMNS, row.u),
    startup: row.s ? fromJson<StartupRow>(STARTUP_COLUMNS, row.s) : undefined,
  };
}

/** The user (and startup, if saved) a live session token belongs to; undefined for a malformed, unknown or expired token. */
export async function userForToken(db: Db, token: string, now: Date): Promise<Found | undefined> {
  if (!TOKEN_RE.test(token)) return undefined;
  const pglite = pgliteOf(db);
  if (pglite) return lookupOnPglite(pglite, hashToken(token), now);
  let lookup = prepared.get(db);
  if (!lookup) prepared.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ hash: hashToken(token), now });
  return row ? { user: row.user, startup: row.startup ?? undefined } : undefined;
}
