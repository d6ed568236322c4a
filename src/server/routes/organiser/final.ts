import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { type FinalActionResponse, RevealRequestSchema } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import type { AuditAction } from '../../../shared/audit-actions.ts';
import { audited } from '../../audit/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { boardOf } from '../../final/board-cache.ts';
import { closePitch, openPitch, readStage, revealPitch, revealRanking } from '../../final/stage.ts';
import { requireStaff } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { PitchParam } from '../final.ts';
import { notFoundParam } from './submissions.ts';
import type { Context } from 'hono';

/**
 * /api/organiser/final (organisers only): the live final as the organiser running the stage reads it, and its
 * actions: a pitch opened (the one on stage closes) or closed, its score shown on the big screen or hidden, the
 * ranking shown or hidden. Each answers what it did and the stage as it now stands.
 */
export function organiserFinalRoutes(deps: ApiDeps) {
  const param = zValidator('param', PitchParam, notFoundParam);
  const stage = () => readStage(deps.db, deps.roles, deps.rubric);
  /** One stage action in its audited transaction, then the big screen told and the stage answered. */
  const act = async (
    c: Context<ApiEnv>,
    action: AuditAction,
    target: string,
    details: Record<string, unknown>,
    write: (tx: Tx) => Promise<string>,
  ) => {
    const message = await audited(deps, c, write, { action, target, details });
    boardOf(deps).changed();
    return c.json({ message, stage: await stage() } satisfies FinalActionResponse, 200);
  };
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => c.json(await stage(), 200))
    .post('/pitches/:id/open', param, (c) => {
      const { id } = c.req.valid('param');
      return act(c, 'final.pitch-opened', id, {}, async (tx) =>
        FINAL_MESSAGES.opened(await openPitch(tx, deps.rubric, id, deps.now())),
      );
    })
    .post('/pitches/:id/close', param, (c) => {
      const { id } = c.req.valid('param');
      return act(c, 'final.pitch-closed', id, {}, async (tx) =>
        FINAL_MESSAGES.closed(await closePitch(tx, deps.rubric, id, deps.now())),
      );
    })
    .put('/pitches/:id/reveal', param, jsonBodyLimit, validate('json', RevealRequestSchema), (c) => {
      const { id } = c.req.valid('param');
      const { revealed } = c.req.valid('json');
      return act(c, 'final.revealed', id, { revealed }, async (tx) => {
        const name = await revealPitch(tx, deps.rubric, id, revealed, deps.now());
        return revealed ? FINAL_MESSAGES.revealed(name) : FINAL_MESSAGES.hidden(name);
      });
    })
    .put('/ranking', jsonBodyLimit, validate('json', RevealRequestSchema), (c) => {
      const { revealed } = c.req.valid('json');
      return act(c, 'final.ranking', '', { revealed }, async (tx) => {
        await revealRanking(tx, deps.rubric, revealed, deps.now());
        return revealed ? FINAL_MESSAGES.rankingShown : FINAL_MESSAGES.rankingHidden;
      });
    });
}
