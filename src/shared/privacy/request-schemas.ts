/** Privacy requests as the API takes and answers them: one set of shapes for /profile, the workspace and the API. */
import { z } from 'zod';
import { PRIVACY_REQUEST_MESSAGES as M } from '../messages/privacy-requests.ts';
import { tooLong } from '../messages/text-length.ts';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATES } from './request-labels.ts';

/** POST /api/privacy-requests: what the applicant asks, in their words. */
export const NewPrivacyRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: M.requestKind }),
  details: z.string({ error: M.requestDetails }).trim().min(1, M.requestDetails).max(2000, tooLong(2000)),
});

/** PATCH /api/organiser/privacy-requests/:id: the new state, and the note that says what was done or why not. */
export const PrivacyRequestChangeSchema = z.object({
  state: z.enum(PRIVACY_REQUEST_STATES, { error: M.requestState }),
  note: z.string().trim().max(2000, tooLong(2000)).optional().default(''),
});

/** One request as its applicant sees it. */
const PrivacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  details: z.string(),
  state: z.enum(PRIVACY_REQUEST_STATES),
  /** The organisers' note on the latest change ('' until one is written). */
  note: z.string(),
  receivedAt: z.iso.datetime(),
  /** receivedAt + 90 days: the latest the answer may come. */
  dueAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;

/** One request as organisers see it: with who asked, and whether it is past its due date unanswered. */
export const OrganiserPrivacyRequestSchema = PrivacyRequestSchema.extend({
  applicantName: z.string(),
  mobile: z.string(),
  overdue: z.boolean(),
});
export type OrganiserPrivacyRequest = z.infer<typeof OrganiserPrivacyRequestSchema>;
