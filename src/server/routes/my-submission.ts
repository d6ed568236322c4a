import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { SubmissionResponseSchema } from '../../shared/api-types.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { submissionFiles, submissions } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';

/**
 * GET /api/my-submission: the signed-in applicant's own application as they sent it (the answers and the
 * names of the files), in the shape create-submission answered with, so a returning applicant can read it.
 */
export function mySubmissionRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/my-submission', requireAuth(deps), async (c) => {
    const [submission] = await deps.db
      .select()
      .from(submissions)
      .where(eq(submissions.userId, c.get('user').id));
    if (!submission) throw fail(404, APPLICATION_MESSAGES.noSubmission);
    const files = await deps.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, submission.id))
      .orderBy(asc(submissionFiles.fieldName));
    const body: z.infer<typeof SubmissionResponseSchema> = {
      message: APPLICATION_MESSAGES.submissionFetched,
      submission: {
        id: submission.id,
        createdAt: submission.createdAt.toISOString(),
        answers: submission.answers.map(({ fieldId, name, label, value }) => ({ fieldId, name, label, value })),
        files: files.map((f) => ({
          fieldName: f.fieldName,
          originalName: f.originalName,
          mimeType: f.mimeType,
          size: f.size,
        })),
      },
    };
    return c.json(body, 200);
  });
}
