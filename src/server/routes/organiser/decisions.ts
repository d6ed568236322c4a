import { Hono } from 'hono';
import { MatchingQuerySchema, ReleaseSchema, SetDecisionsSchema } from '../../../shared/decision-schemas.ts';
import { DECISION_MESSAGES } from '../../../shared/messages/decisions.ts';
import { MAX_DECISION_IDS } from '../../../shared/organiser-labels.ts';
import { audited } from '../../audit/audit.ts';
import { clearPendingDecision, previewPendingDecisions, setPendingDecisions } from '../../decisions/pending.ts';
import { releasePendingDecisions } from '../../decisions/release.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { matchingIds } from '../../workspace/list-query.ts';
import { requireStaff } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/**
 * /api/organiser/decisions (organisers only): pending decisions set on many applications, cleared one by one,
 * previewed with the exact SMS each applicant will get, and released together. `/matching` resolves "every
 * application matching the list's filter" to ids in SQL, so the organiser sees the count, and the decision is set
 * on exactly the applications counted, even if new ones arrive meanwhile.
 */
export function decisionRoutes(deps: ApiDeps) {
  const smsContext = { eventName: deps.eventName, siteUrl: deps.siteUrl };
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/matching', validate('query', MatchingQuerySchema), async (c) => {
      const viewer = { role: 'ORGANISER' as const, mobile: c.get('user').mobile };
      return c.json(await matchingIds(deps, viewer, c.req.valid('query'), MAX_DECISION_IDS), 200);
    })
    .get('/preview', async (c) =>
      c.json(await previewPendingDecisions(deps.db, { ...smsContext, now: deps.now(), limits: deps.otpLimits }), 200),
    )
    .post('/', jsonBodyLimit, validate('json', SetDecisionsSchema), async (c) => {
      const { ids, status, note } = c.req.valid('json');
      const { set, overCap } = await audited(
        deps,
        c,
        (tx) => setPendingDecisions(tx, { ids, status, note, by: c.get('user').mobile, now: deps.now() }),
        { action: 'decision.set', details: { ids, status, note } },
      );
      const message = overCap
        ? `${DECISION_MESSAGES.set(set)}. ${DECISION_MESSAGES.overCap(overCap)}`
        : DECISION_MESSAGES.set(set);
      return c.json({ message, overCap: overCap ?? null }, 200);
    })
    .post('/release', jsonBodyLimit, validate('json', ReleaseSchema), async (c) => {
      const now = deps.now();
      const result = await audited(
        deps,
        c,
        (tx) => releasePendingDecisions(tx, c.req.valid('json'), { ...smsContext, by: c.get('user').mobile, now }),
        {
          action: 'decisions.released',
          details: (r) => ({ ...r, ...(c.req.valid('json').withFeedback ? { withFeedback: true } : {}) }),
        },
      );
      const total = Object.values(result.released).reduce((a, b) => a + b, 0);
      // Sent in the background by the one outbox; whatever fails stays queued for the retry timer and shows in
      // each history.
      deps.smsOutbox.wake();
      return c.json({ message: DECISION_MESSAGES.released(total), ...result }, 200);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      await audited(
        deps,
        c,
        async (tx) => {
          const gone = await clearPendingDecision(tx, id);
          if (!gone) throw fail(404, DECISION_MESSAGES.noPending);
          return gone;
        },
        { action: 'decision.cleared', target: id, details: (gone) => ({ status: gone.status }) },
      );
      return c.json({ message: DECISION_MESSAGES.cleared }, 200);
    });
}
