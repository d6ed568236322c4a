/**
 * Who a signed-in user is; participants are 'PARTICIPATOR', the spec's spelling. A 'JUDGE' scores the live final's
 * pitches on /judge and sees nothing of the workspace.
 */
export const ROLES = ['PARTICIPATOR', 'REVIEWER', 'ORGANISER', 'JUDGE'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that work in the organiser workspace rather than the applicant portal. */
export const STAFF_ROLES: readonly Role[] = ['ORGANISER', 'REVIEWER'];
export const isStaffRole = (role: unknown): boolean => STAFF_ROLES.includes(role as Role);
