import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { ROUND_MESSAGES } from '../../../shared/messages/rounds.ts';
import { RoundAdvanceSchema, RoundCreateSchema, RoundUpdateSchema } from '../../../shared/round-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { advanceIntoRound, closeRound, createRound, openRound, updateRound } from '../../review/round-writes.ts';
import { listRounds } from '../../review/rounds.ts';
import { requireStaff } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { notFoundParam } from './submissions.ts';

/** A round's id in a path: anything but a whole number cannot exist, so it is a 404 like an unknown one. */
const RoundParam = z.object({
  id: z.coerce
    .number()
    .int(ROUND_MESSAGES.notFound)
    .min(1, ROUND_MESSAGES.notFound)
    .max(2_147_483_647, ROUND_MESSAGES.notFound),
});

/**
 * /api/organiser/rounds (organisers only): the review rounds, oldest first; a new one; one edited (its rubric only
 * while none of its reviews is saved); opened (one at a time) and closed; applications carried into one.
 */
export function roundRoutes(deps: ApiDeps) {
  const organisers = requireStaff(deps.roles, true);
  const param = zValidator('param', RoundParam, notFoundParam);
  const writer = (mobile: string) => ({ mobile, now: deps.now() });
  return new Hono<ApiEnv>()
    .get('/', organisers, async (c) => c.json({ rounds: await listRounds(deps.db, deps.rubric) }, 200))
    .post('/', organisers, jsonBodyLimit, validate('json', RoundCreateSchema), async (c) => {
      const input = c.req.valid('json');
      const round = await audited(deps, c, (tx) => createRound(tx, input, writer(c.get('user').mobile)), {
        action: 'round.created',
        target: '',
        details: (r) => ({ id: r.id, name: r.name }),
      });
      return c.json({ id: round.id, message: ROUND_MESSAGES.created(round.name) }, 201);
    })
    .put('/:id', organisers, param, jsonBodyLimit, validate('json', RoundUpdateSchema), async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const round = await audited(deps, c, (tx) => updateRound(tx, id, change), {
        action: 'round.saved',
        details: (r) => ({ id: r.id, name: r.name, rubric: change.rubric !== undefined }),
      });
      return c.json({ message: ROUND_MESSAGES.saved(round.name) }, 200);
    })
    .post('/:id/open', organisers, param, async (c) => {
      const { id } = c.req.valid('param');
      const round = await audited(deps, c, (tx) => openRound(tx, id, deps.now()), {
        action: 'round.opened',
        details: (r) => ({ id: r.id, name: r.name }),
      });
      return c.json({ message: ROUND_MESSAGES.opened(round.name) }, 200);
    })
    .post('/:id/close', organisers, param, async (c) => {
      const { id } = c.req.valid('param');
      const round = await audited(deps, c, (tx) => closeRound(tx, id), {
        action: 'round.closed',
        details: (r) => ({ id: r.id, name: r.name }),
      });
      return c.json({ message: ROUND_MESSAGES.closed(round.name) }, 200);
    })
    .post('/:id/advance', organisers, param, jsonBodyLimit, validate('json', RoundAdvanceSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { ids } = c.req.valid('json');
      const result = await audited(deps, c, (tx) => advanceIntoRound(tx, id, ids, writer(c.get('user').mobile)), {
        action: 'round.advanced',
        details: (r) => ({ id, name: r.name, ids, carried: r.carried }),
      });
      return c.json({ carried: result.carried, message: ROUND_MESSAGES.advanced(result.carried, result.name) }, 200);
    });
}
