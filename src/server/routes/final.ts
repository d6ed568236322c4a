import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { FinalScoreRequestSchema, type FinalScoreResponse } from '../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../shared/messages/final.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import { audited } from '../audit/audit.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { boardOf } from '../final/board-cache.ts';
import { judgeView, scorePitch } from '../final/judging.ts';
import { perUserRateLimit } from '../limits/rate-limit.ts';
import { roleOf } from '../staff/roles.ts';
import { jsonBodyLimit, validate } from '../validate.ts';
import { notFoundParam, uuid } from './organiser/submissions.ts';

/** A pitch's id in a path: anything but an application's id cannot be one (404). */
export const PitchParam = z.object({ id: uuid(FINAL_MESSAGES.notAPitch) });

/**
 * /api/final: the live final. GET /board is the big screen's, for anyone (only what organisers revealed). The
 * judges' routes need a signed-in judge (401, 403 for anyone else) and share the workspace's requests per minute.
 */
export function finalRoutes(deps: ApiDeps) {
  const judges = new Hono<ApiEnv>()
    .use(
      '*',
      requireAuth(deps),
      async (c, next) => {
        if (roleOf(deps.roles, c.get('user').mobile) !== 'JUDGE') throw fail(403, FINAL_MESSAGES.judgesOnly);
        await next();
      },
      perUserRateLimit(deps, 'workspace', deps.workspaceRequestsPerMinute, ORGANISER_MESSAGES.tooManyRequests),
    )
    .get('/judge', async (c) => c.json(await judgeView(deps.db, deps.rubric, c.get('user').mobile), 200))
    .put(
      '/scores/:id',
      zValidator('param', PitchParam, notFoundParam),
      jsonBodyLimit,
      validate('json', FinalScoreRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const score = { submissionId: id, judge: c.get('user').mobile, ...c.req.valid('json'), now: deps.now() };
        const { duplicate } = await audited(deps, c, (tx) => scorePitch(tx, deps.rubric, score), {
          action: 'final.scored',
          target: id,
          details: (r) => ({ duplicate: r.duplicate }),
        });
        if (!duplicate) boardOf(deps).changed();
        const message = duplicate ? FINAL_MESSAGES.alreadyStored : FINAL_MESSAGES.stored;
        return c.json({ stored: true, duplicate, message } satisfies FinalScoreResponse, duplicate ? 200 : 201);
      },
    );
  return new Hono<ApiEnv>()
    .get('/board', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await boardOf(deps).read(), 200);
    })
    .route('/', judges);
}
