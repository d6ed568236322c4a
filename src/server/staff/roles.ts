import type { MiddlewareHandler } from 'hono';
import { ORGANISER_MESSAGES, type Role } from '../../shared/organiser-schemas.ts';
import type { ApiEnv, RoleConfig } from '../deps.ts';
import { fail } from '../errors.ts';

export const rolesFromLists = (organisers: string[], reviewers: string[]): RoleConfig => ({
  organisers: new Set(organisers),
  reviewers: new Set(reviewers),
});

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
  return 'PARTICIPATOR';
}

/** After `requireAuth`: lets organisers (and reviewers unless `organisersOnly`) through, 403 for anyone else. */
export function requireStaff(roles: RoleConfig, organisersOnly = false): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const role = roleOf(roles, c.get('user').mobile);
    if (role === 'PARTICIPATOR') throw fail(403, ORGANISER_MESSAGES.forbidden);
    if (organisersOnly && role !== 'ORGANISER') throw fail(403, ORGANISER_MESSAGES.organisersOnly);
    await next();
  };
}
