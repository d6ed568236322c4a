/**
 * Shapes of co-founder invites: what /api/cofounders and /api/invites take and answer. zod, so the pages
 * parse what they receive. Browser-safe.
 */
import { z } from 'zod';
import { MobileSchema } from './api-types.ts';
import { COFOUNDER_MESSAGES, INVITE_STATUSES } from './messages/cofounders.ts';

/** Body of POST /api/cofounders. */
export const InviteRequestSchema = z.object({
  mobile: MobileSchema,
  role: z
    .string({ error: COFOUNDER_MESSAGES.roleInvalid })
    .trim()
    .min(1, COFOUNDER_MESSAGES.roleInvalid)
    .max(60, COFOUNDER_MESSAGES.roleInvalid),
});

/** One invite as the applicant sees it. */
const CofounderInviteSchema = z.object({
  mobile: z.string(),
  role: z.string(),
  status: z.enum(INVITE_STATUSES),
  invitedAt: z.string(),
  /** The latest SMS has gone out (false while it waits in the outbox). */
  smsSent: z.boolean(),
});
export type CofounderInvite = z.infer<typeof CofounderInviteSchema>;

/** GET /api/cofounders. */
export const CofounderListSchema = z.object({
  invites: z.array(CofounderInviteSchema),
  /** Why no one may be invited (or texted again) now: the application ended; '' while they may. */
  inviteRefusal: z.string(),
});
export type CofounderList = z.infer<typeof CofounderListSchema>;

/** An application as a co-founder who accepted reads it: the answers with their labels and the files' names. */
const TeamApplicationSchema = z.object({
  status: z.string(),
  answers: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
  files: z.array(z.object({ fieldName: z.string(), originalName: z.string(), size: z.number().int() })),
});

/**
 * GET /api/invites/:token: the invite as the invited co-founder reads it (signed in with its number), and once
 * accepted the application, read-only (null before the applicant submits it).
 */
export const InviteViewSchema = z.object({
  inviterName: z.string(),
  startupName: z.string(),
  role: z.string(),
  status: z.enum(INVITE_STATUSES),
  application: TeamApplicationSchema.nullable(),
  /** The signed-in number asked for no further invites from the event (the page's "Decline and stop all invitations"). */
  furtherInvitesRefused: z.boolean(),
});
export type InviteView = z.infer<typeof InviteViewSchema>;
