import type { Role } from '../../shared/organiser-schemas.ts';
import type { ApiDeps } from '../deps.ts';
import { allDeclaredConflicts, reviewerProgress } from '../review/assignment-views.ts';
import { collectStats } from './funnel.ts';
import { maySeeStanding } from '../review/reviewer-visibility.ts';
import { staffNames } from '../staff/staff-names.ts';

/**
 * The stats page (GET /api/organiser/stats) as `role` reads it: the funnel for all staff (the counts per status only
 * for those who may read statuses), and for organisers each reviewer's progress and every declared conflict too.
 */
export async function workspaceStats(deps: Pick<ApiDeps, 'db' | 'roles' | 'now' | 'otpLimits'>, role: Role) {
  const stats = async () => {
    const { byStatus, ...rest } = await collectStats(deps.db, deps.now(), deps.otpLimits.smsDailyBudget);
    return { ...rest, ...(maySeeStanding(role, 'status') ? { byStatus } : {}) };
  };
  if (role !== 'ORGANISER') return stats();
  const nameOf = await staffNames(deps.db, [...deps.roles.reviewers]);
  const [funnel, reviewers, declaredConflicts] = await Promise.all([
    stats(),
    reviewerProgress(deps.db, deps.roles, nameOf),
    allDeclaredConflicts(deps.db, nameOf),
  ]);
  return { ...funnel, reviewers, declaredConflicts };
}
