/**
 * A reviewer's interest in reviewing an application of the current round, marked before assignment (bidding):
 * automatic assignment prefers a "Yes" and gives a "No" only when nobody else may take the application.
 * Browser-safe: the workspace and the API share it.
 */
import { z } from 'zod';
import { INTEREST_MESSAGES } from './messages/interest.ts';
import { INTERESTS } from './interests.ts';

export { INTERESTS, type Interest } from './interests.ts';

/** Body of PUT /api/organiser/submissions/:id/interest: an interest, or null to take it back. */
export const InterestRequestSchema = z.object({
  interest: z.enum(INTERESTS, { error: INTEREST_MESSAGES.choose }).nullable(),
});

/** Answer of PUT /api/organiser/submissions/:id/interest. */
const InterestResponseSchema = z.object({
  interest: z.enum(INTERESTS).nullable(),
  message: z.string(),
});
export type InterestResponse = z.infer<typeof InterestResponseSchema>;
