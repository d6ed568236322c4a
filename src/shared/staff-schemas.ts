/**
 * Organisers and reviewers managed in the workspace: what /api/organiser/staff takes and answers, shared with the
 * settings page. Browser-safe.
 */
import { z } from 'zod';
import { MobileSchema } from './api-types.ts';
import { STAFF_LIMITS, STAFF_MESSAGES } from './messages/staff.ts';
import { EMAIL_RE } from './profile-schema.ts';

const STAFF_ROLES_MANAGED = ['REVIEWER', 'ORGANISER', 'JUDGE'] as const;
export type StaffRole = (typeof STAFF_ROLES_MANAGED)[number];

/**
 * The sectors someone knows, in the words of a startup's industry ('Agritech', 'Fintech'): trimmed, inner spaces
 * collapsed, each named once whatever its case (the first spelling kept), at most STAFF_LIMITS.sectors.
 */
const SectorsSchema = z
  .array(
    z
      .string({ error: STAFF_MESSAGES.sectors })
      .transform((s) => s.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, STAFF_MESSAGES.sectors).max(STAFF_LIMITS.sectorLength, STAFF_MESSAGES.sectors)),
    { error: STAFF_MESSAGES.sectors },
  )
  .transform((list) => list.filter((s, i) => list.findIndex((t) => t.toLowerCase() === s.toLowerCase()) === i))
  .pipe(z.array(z.string()).max(STAFF_LIMITS.sectors, STAFF_MESSAGES.sectors));

/** POST /api/organiser/staff: invite someone, or change an invited person's role, name, sectors or e-mail. */
export const StaffInviteSchema = z.object({
  mobile: MobileSchema,
  role: z.enum(STAFF_ROLES_MANAGED, { error: STAFF_MESSAGES.role }),
  name: z
    .string({ error: STAFF_MESSAGES.name })
    .trim()
    .min(1, STAFF_MESSAGES.name)
    .max(STAFF_LIMITS.nameLength, STAFF_MESSAGES.name),
  sectors: SectorsSchema.default([]),
  /** Where to e-mail the invitation too; without it, the person's own address if their profile agreed to e-mails. */
  email: z
    .string({ error: STAFF_MESSAGES.email })
    .trim()
    .max(254, STAFF_MESSAGES.email)
    .refine((e) => e === '' || EMAIL_RE.test(e), STAFF_MESSAGES.email)
    .default(''),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** One organiser or reviewer as GET /api/organiser/staff lists them. */
export interface StaffMember {
  mobile: string;
  name: string;
  role: StaffRole;
  sectors: string[];
  /** 'environment': ORGANISER_MOBILES / REVIEWER_MOBILES, which the workspace cannot change or remove. */
  source: 'app' | 'environment';
  /** When they were invited in the workspace (null for the environment's numbers). */
  invitedAt: string | null;
  hasPasskey: boolean;
  /** Their applications in the open round: assigned, and reviewed of those. */
  progress: { assigned: number; reviewed: number };
}

export interface StaffList {
  staff: StaffMember[];
  /** The open round, whose progress the list shows and whose deadline a reminder names. */
  openRound: { id: number; name: string; closesAt: string | null } | null;
}

export interface StaffSaved {
  member: StaffMember;
  /** Whether an invitation was queued (not within the cooling period of an earlier one, not for a mere edit). */
  invited: boolean;
  message: string;
}

export interface StaffReminded {
  reminded: number;
  message: string;
}
