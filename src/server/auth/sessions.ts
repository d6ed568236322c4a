import { createHash, randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import { type Db, pgliteOf } from '../db/client.ts';
import { sessions, startups, users } from '../db/schema.ts';
import type { StartupRow, UserRow } from '../deps.ts';
import type { ApplicantStatus } from '../../shared/organiser-schemas.ts';
import { type LatestApplication, applicantStatusOf, latestApplicationJson } from '../applications/applicant-status.ts';

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

/** Ends the session `token` opens, or with `everywhere` every session of its user (a lost phone, a shared laptop). */
export async function endSessions(db: Db, token: string, userId: number, everywhere: boolean): Promise<void> {
  await db.delete(sessions).where(everywhere ? eq(sessions.userId, userId) : eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Every authenticated request runs this lookup, so it also brings the startup; GET /api/user-details asks for the
 * latest application's status too (`withStatus`), so it needs no second query.
 */
type Found = { user: UserRow; startup: StartupRow | undefined; applicantStatus?: ApplicantStatus | null };

/** The two lookups' SQL names: one without and one with the applicant's status. */
const NAMES = { plain: 'session_lookup', status: 'session_lookup_status' } as const;
type Variant = keyof typeof NAMES;

/** On Postgres: a named prepared statement, planned once per pooled connection by node-postgres. */
const prepared = new WeakMap<Db, Map<Variant, ReturnType<typeof prepareLookup>>>();
function prepareLookup(db: Db, variant: Variant) {
  return db
    .select({
      user: users,
      startup: startups,
      latest:
        variant === 'status'
          ? sql.raw(latestApplicationJson('"users"."id"')).mapWith((v) => v as LatestApplication | null)
          : sql`null`.mapWith(() => null),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(startups, eq(startups.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare(NAMES[variant]);
}

/**
 * On PGlite, planning this three-table join costs several times more than running it, and PGlite has
 * no named protocol-level statements. So the lookup is a SQL-level PREPARE (planned once per database)
 * run with EXECUTE over the simple protocol, each row coming back as one JSON value (one decode instead
 * of one per column). EXECUTE takes no bind parameters, hence literals: both are checked to be exactly a
 * hex digest and an ISO timestamp before they are put in the statement.
 */
const lookupSql = (variant: Variant) => `select row_to_json(u) as u, row_to_json(s) as s,
  ${variant === 'status' ? latestApplicationJson('u.id') : 'null'} as a
  from sessions x join users u on u.id = x.user_id left join startups s on s.user_id = u.id
  where x.token_hash = $1 and x.expires_at > $2`;
const USER_COLUMNS = Object.entries(getTableColumns(users));
const STARTUP_COLUMNS = Object.entries(getTableColumns(startups));
const pglitePrepared = new WeakMap<PGlite, Map<Variant, Promise<unknown>>>();

/** A row_to_json object (SQL column names) as Drizzle's row type (property names, driver values mapped). */
function fromJson<T>(
  columns: [string, { name: string; mapFromDriverValue(v: unknown): unknown }][],
  json: Record<string, unknown>,
): T {
  return Object.fromEntries(
    columns.map(([key, col]) => [key, json[col.name] == null ? null : col.mapFromDriverValue(json[col.name])]),
  ) as T;
}

async function lookupOnPglite(client: PGlite, variant: Variant, hash: string, now: Date): Promise<Found | undefined> {
  let statements = pglitePrepared.get(client);
  if (!statements) pglitePrepared.set(client, (statements = new Map()));
  let ready = statements.get(variant);
  if (!ready) {
    ready = client.exec(`prepare ${NAMES[variant]}(varchar, timestamptz) as ${lookupSql(variant)}`).catch((err) => {
      statements.delete(variant); // try again next time rather than fail forever
      throw err;
    });
    statements.set(variant, ready);
  }
  await ready;
  const iso = now.toISOString();
  if (!/^[0-9a-f]{64}$/.test(hash) || !/^[0-9T:.Z-]+$/.test(iso)) throw new Error('unsafe session lookup literal');
  const [result] = await client.exec(`execute ${NAMES[variant]}('${hash}', '${iso}')`);
  const row = result?.rows[0] as
    { u: Record<string, unknown>; s: Record<string, unknown> | null; a: LatestApplication | null } | undefined;
  if (!row) return undefined;
  return {
    user: fromJson<UserRow>(USER_COLUMNS, row.u),
    startup: row.s ? fromJson<StartupRow>(STARTUP_COLUMNS, row.s) : undefined,
    ...(variant === 'status' ? { applicantStatus: applicantStatusOf(row.a, now) } : {}),
  };
}

/**
 * The user (and startup, if saved) a live session token belongs to; undefined for a malformed, unknown or expired
 * token. With `withStatus`, also where their latest application stands (null for none), from the same statement.
 */
export async function userForToken(db: Db, token: string, now: Date, withStatus = false): Promise<Found | undefined> {
  if (!TOKEN_RE.test(token)) return undefined;
  const variant: Variant = withStatus ? 'status' : 'plain';
  const pglite = pgliteOf(db);
  if (pglite) return lookupOnPglite(pglite, variant, hashToken(token), now);
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let lookup = statements.get(variant);
  if (!lookup) statements.set(variant, (lookup = prepareLookup(db, variant)));
  const [row] = await lookup.execute({ hash: hashToken(token), now });
  if (!row) return undefined;
  return {
    user: row.user,
    startup: row.startup ?? undefined,
    ...(withStatus ? { applicantStatus: applicantStatusOf(row.latest, now) } : {}),
  };
}
