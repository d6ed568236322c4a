import type { MiddlewareHandler } from 'hono';
import { ORGANISER_MESSAGES, type Role } from '../../shared/organiser-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import { staffMembers } from '../db/schema.ts';
import type { ApiDeps, ApiEnv, RoleConfig, StaffDirectory } from '../deps.ts';
import { fail } from '../errors.ts';
import { logSafe } from '../log-safe.ts';

/** How old a process's snapshot of the staff table may be before a request reads it again. */
export const STAFF_SNAPSHOT_MAX_AGE_MS = 1_000;

/**
 * The staff of a process: the environment's lists (break-glass: always in force) joined with the rows of
 * staff_members, read into a snapshot. Reads stay synchronous (every route asks `roleOf` in the middle of its work);
 * `refresh` reads the table again when the snapshot is older than `maxAgeMs` (0: at once, after this process wrote
 * it). A snapshot a second stale never lets a removed person in: their removal ended their sessions in the database.
 */
export function rolesFromLists(organisers: string[], reviewers: string[]): StaffDirectory {
  const environment: RoleConfig = { organisers: new Set(organisers), reviewers: new Set(reviewers), judges: new Set() };
  let snapshot: RoleConfig = environment;
  // Monotonic time, not the API's clock: tests stop that clock, and a snapshot must still age.
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  let failing = false;
  const read = async (db: DbOrTx) => {
    const startedAt = performance.now();
    const rows = await db.select({ mobile: staffMembers.mobile, role: staffMembers.role }).from(staffMembers);
    const organisersNow = new Set(environment.organisers);
    const reviewersNow = new Set(environment.reviewers);
    const judgesNow = new Set<string>();
    const setOf = { ORGANISER: organisersNow, REVIEWER: reviewersNow, JUDGE: judgesNow } as Record<string, Set<string>>;
    for (const row of rows) setOf[row.role]?.add(row.mobile);
    snapshot = { organisers: organisersNow, reviewers: reviewersNow, judges: judgesNow };
    readAt = startedAt;
  };
  return {
    environment,
    get organisers() {
      return snapshot.organisers;
    },
    get reviewers() {
      return snapshot.reviewers;
    },
    get judges() {
      return snapshot.judges;
    },
    refresh(db, maxAgeMs = STAFF_SNAPSHOT_MAX_AGE_MS) {
      const fresh = () => maxAgeMs > 0 && performance.now() - readAt < maxAgeMs;
      if (fresh()) return Promise.resolve();
      // One read at a time per process: a request that finds one under way waits for it rather than reading too, and
      // a write's own refresh (maxAgeMs 0) reads again after it, since that read may have begun before the write.
      const run = (reading ?? Promise.resolve())
        .then(() => (fresh() ? undefined : read(db)))
        .then(
          () => {
            failing = false;
          },
          (err: unknown) => {
            // The database may be gone: the request goes on with the last snapshot and meets the outage itself, and
            // the next read waits its second, so requests never queue behind one failed read after another.
            if (!failing) console.error(`[staff] Reading the staff list failed: ${logSafe(err)}`);
            failing = true;
            readAt = performance.now();
          },
        );
      reading = run;
      void run.then(() => {
        if (reading === run) reading = undefined;
      });
      return run;
    },
  };
}

/** Before the routes that ask who is staff: this process's snapshot of the staff list, at most a second old. */
export function freshStaff(deps: Pick<ApiDeps, 'db' | 'roles'>): MiddlewareHandler<ApiEnv> {
  return async (_c, next) => {
    await deps.roles.refresh(deps.db);
    await next();
  };
}

/** For the start-up log: '2 organisers, 1 reviewer' (a number in both lists counts as an organiser). */
export function staffCount(roles: RoleConfig): string {
  const organisers = roles.organisers.size;
  const reviewers = [...roles.reviewers].filter((m) => !roles.organisers.has(m)).length;
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `${count(organisers, 'organiser')}, ${count(reviewers, 'reviewer')}`;
}

/** The role of `mobile` under `roles`, decided afresh on every request (nothing is stored). */
export function roleOf(roles: RoleConfig, mobile: string): Role {
  if (roles.organisers.has(mobile)) return 'ORGANISER';
  if (roles.reviewers.has(mobile)) return 'REVIEWER';
  if (roles.judges.has(mobile)) return 'JUDGE';
  return 'PARTICIPATOR';
}

/** After `requireAuth`: lets organisers (and reviewers unless `organisersOnly`) through, 403 for anyone else. */
export function requireStaff(roles: RoleConfig, organisersOnly = false): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const role = roleOf(roles, c.get('user').mobile);
    if (role === 'PARTICIPATOR' || role === 'JUDGE') throw fail(403, ORGANISER_MESSAGES.forbidden);
    if (organisersOnly && role !== 'ORGANISER') throw fail(403, ORGANISER_MESSAGES.organisersOnly);
    await next();
  };
}
