import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { audit, audited } from '../../audit/audit.ts';
import { z } from 'zod';
import { ASSIGNMENT_MESSAGES } from '../../../shared/messages/review-assignment.ts';
import { INTEREST_MESSAGES } from '../../../shared/messages/interest.ts';
import {
  AutoAssignRequestSchema,
  CommentRequestSchema,
  ConflictRequestSchema,
} from '../../../shared/organiser-schemas.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { openApplication } from '../../review/application-for-viewer.ts';
import { assignOne, autoAssign, declareConflict, unassignOne } from '../../review/assignment.ts';
import { nextInQueue } from '../../review/queue.ts';
import { currentRound } from '../../review/rounds.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import { addComment } from '../../review/review-discussion.ts';
import { requireStaff, roleOf } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { IdParam, notFoundParam } from './submissions.ts';

/**
 * POST /api/organiser/assignments/auto (organisers): fills the reviews of every application of the current round as far
 * as the caps and conflicts allow, see autoAssign, and says what is left.
 */
export function assignmentRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(
    '/auto',
    requireStaff(deps.roles, true),
    jsonBodyLimit,
    validate('json', AutoAssignRequestSchema),
    async (c) => {
      const { tag, ...counts } = c.req.valid('json');
      const tagged = tag ? { name: tag, by: c.get('user').mobile } : undefined;
      const round = await currentRound(deps.db, deps.rubric);
      if (round.kind === 'final') throw fail(409, FINAL_MESSAGES.noAssignment);
      // The log, read by every organiser, says whether the run was limited to a tag, never which: it may be private.
      const result = await audited(
        deps,
        c,
        (tx) => autoAssign(tx, { ...counts, roundId: round.id, tagged, roles: deps.roles, now: deps.now() }),
        {
          action: 'assignments.auto',
          details: (r) => ({ ...counts, ...(tagged ? { limitedToTag: true } : {}), assigned: r.assigned }),
        },
      );
      const assigned = ASSIGNMENT_MESSAGES.assigned(result.assigned);
      const { maxPerReviewer } = counts;
      const short = result.short.applications > 0;
      const told = short ? `${assigned}. ${ASSIGNMENT_MESSAGES.shortfall(result.short, maxPerReviewer)}` : assigned;
      // The shortfall's sentence ends with its own full stop.
      const matches = INTEREST_MESSAGES.matches(result.matches);
      const message = matches ? `${told}${short ? '' : '.'} ${matches}.` : told;
      return c.json({ ...result, message }, 200);
    },
  );
}

/** GET /api/organiser/queue/next: the caller's next application to review and their progress. */
export function queueRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/next', async (c) => c.json(await nextInQueue(deps.db, c.get('user').mobile), 200));
}

const AssigneeParam = IdParam.extend({ mobile: z.string() });

/**
 * Under /api/organiser/submissions/:id: assigning and unassigning one reviewer (organisers), declaring a conflict
 * of interest, and the staff's discussion. Reviewers act only on applications that are theirs (others: 404).
 */
export function submissionAssignmentRoutes(deps: ApiDeps) {
  const viewerOf = (mobile: string) => ({ role: roleOf(deps.roles, mobile), mobile });
  /** An assignment by hand is one in the current round. */
  const handPair = async (submissionId: string, mobile: string, by: string) => {
    const round = await currentRound(deps.db, deps.rubric);
    if (round.kind === 'final') throw fail(409, FINAL_MESSAGES.noAssignment);
    return { roundId: round.id, submissionId, mobile, by, now: deps.now() };
  };
  return new Hono<ApiEnv>()
    .put(
      '/:id/assignees/:mobile',
      requireStaff(deps.roles, true),
      zValidator('param', AssigneeParam, notFoundParam),
      async (c) => {
        const { id, mobile } = c.req.valid('param');
        await openApplication(deps.db, id);
        if (roleOf(deps.roles, mobile) !== 'REVIEWER') throw fail(400, ASSIGNMENT_MESSAGES.unknownReviewer);
        const pair = await handPair(id, mobile, c.get('user').mobile);
        await audited(deps, c, (tx) => assignOne(tx, pair), {
          action: 'assignment.added',
          target: id,
          details: { reviewer: mobile },
        });
        return c.json({ message: ASSIGNMENT_MESSAGES.reviewerAssigned }, 200);
      },
    )
    .delete(
      '/:id/assignees/:mobile',
      requireStaff(deps.roles, true),
      zValidator('param', AssigneeParam, notFoundParam),
      async (c) => {
        const { id, mobile } = c.req.valid('param');
        await openApplication(deps.db, id);
        const pair = await handPair(id, mobile, c.get('user').mobile);
        await audited(deps, c, (tx) => unassignOne(tx, pair), {
          action: 'assignment.removed',
          target: id,
          details: { reviewer: mobile },
        });
        return c.json({ message: ASSIGNMENT_MESSAGES.reviewerUnassigned }, 200);
      },
    )
    .post(
      '/:id/conflict',
      zValidator('param', IdParam, notFoundParam),
      jsonBodyLimit,
      validate('json', ConflictRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const me = c.get('user').mobile;
        await openApplication(deps.db, id, viewerOf(me));
        const { reason } = c.req.valid('json');
        await audited(deps, c, (tx) => declareConflict(tx, id, me, reason, deps.now()), {
          action: 'conflict.declared',
          target: id,
          details: { reason },
        });
        return c.json({ message: ASSIGNMENT_MESSAGES.conflictDeclared }, 200);
      },
    )
    .post(
      '/:id/comments',
      zValidator('param', IdParam, notFoundParam),
      jsonBodyLimit,
      validate('json', CommentRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const me = c.get('user').mobile;
        const viewer = viewerOf(me);
        await openApplication(deps.db, id, viewer);
        await addComment(deps, id, viewer, c.req.valid('json').text);
        await audit(deps, c, 'comment.added', id);
        return c.json({ message: ASSIGNMENT_MESSAGES.commentSaved }, 201);
      },
    );
}
