import type { StoredUser } from './stored-user.ts';
import { isStaffRole } from '../shared/roles.ts';

/** The account dropdown's label when the stored user has no name (spec: two spaces). */
export const NAMELESS_ACCOUNT_LABEL = 'Complete  your Profile';

export type AuthView = 'out' | 'in' | 'partial';

/** Which header entries apply: Sign In without token and user, the account menu with both. */
export function authView(token: string | undefined, user: StoredUser | undefined): AuthView {
  if (token && user) return 'in';
  if (!token && !user) return 'out';
  return 'partial';
}

/** The stored user's display name, or undefined when the profile has none yet. */
export function displayName(user: StoredUser | undefined): string | undefined {
  const name = typeof user?.name === 'string' ? user.name.trim() : '';
  return name || undefined;
}

/** Staff have no applicant profile to complete: without a name they are shown by their role. */
const STAFF_LABELS: Record<string, string> = { ORGANISER: 'Organiser', REVIEWER: 'Reviewer' };

export function accountLabel(user: StoredUser | undefined): string {
  const staffLabel = typeof user?.role === 'string' ? STAFF_LABELS[user.role] : undefined;
  return displayName(user) ?? staffLabel ?? NAMELESS_ACCOUNT_LABEL;
}

/** Whether the header offers the organiser workspace: organisers and reviewers only. */
export const isStaff = (user: StoredUser | undefined): boolean => isStaffRole(user?.role);
