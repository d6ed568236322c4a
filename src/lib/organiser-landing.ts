/** Roles that work in the organiser workspace rather than the applicant portal. */
const STAFF_ROLES: readonly unknown[] = ['ORGANISER', 'REVIEWER'];

export const isStaffRole = (role: unknown): boolean => STAFF_ROLES.includes(role);

/** Where a freshly signed-in user goes: organisers and reviewers to /organiser, applicants where the portal sends them. */
export function landingAfterSignIn(user: { role?: unknown }, portalNext: string): string {
  return isStaffRole(user.role) ? '/organiser' : portalNext;
}
