import type { StartUpInfo, User } from '../../shared/api-types.ts';
import type { Role } from '../../shared/organiser-schemas.ts';
import type { startups } from '../db/schema.ts';
import type { UserRow } from '../deps.ts';

/**
 * The user object every call returns (docs/spec.md §3), in the spec's spelling (JITOChapter, isJITOMember).
 * `role` comes from configuration (staff/roles.ts), never from the stored row.
 */
export function userView(u: UserRow, role: Role = 'PARTICIPATOR'): User {
  return {
    id: u.id,
    mobile: u.mobile,
    name: u.name,
    age: u.age,
    gender: u.gender,
    email: u.email,
    state: u.state,
    city: u.city,
    education: u.education,
    ethnicity: u.ethnicity,
    isEmailOptIn: u.isEmailOptIn,
    isJITOMember: u.isJitoMember,
    JITOChapter: u.jitoChapter,
    heardFrom: u.heardFrom,
    role,
    isProfileCompleted: u.isProfileCompleted,
    isApplicationSubmitted: u.isApplicationSubmitted,
    privacyNoticeVersion: u.privacyNoticeVersion,
  };
}

/** `startUpInfo` / `startup`: empty strings until the profile is saved, so forms can bind directly. */
export function startupView(s: typeof startups.$inferSelect | undefined): StartUpInfo {
  return {
    name: s?.name ?? '',
    industry: s?.industry ?? '',
    stage: s?.stage ?? '',
    teamSize: s?.teamSize ?? '',
    summary: s?.summary ?? '',
    website: s?.website ?? '',
    linkedIn: s?.linkedIn ?? '',
  };
}
