import { Hono } from 'hono';
import { PLACE_MESSAGES } from '../../shared/messages/places.ts';
import { ConfirmPlaceSchema } from '../../shared/place-schemas.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { answerPlace } from '../places/confirm.ts';
import { honourDeadlines } from '../decisions/waitlist-promotion.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/**
 * POST /api/application/confirm {attending}: an accepted applicant confirms or declines their place before its
 * deadline. Then deadlines are swept here too, so a place declined (or found lapsed) goes to the waitlist at once.
 */
export function applicationConfirmRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(
    '/application/confirm',
    requireAuth(deps),
    jsonBodyLimit,
    validate('json', ConfirmPlaceSchema),
    async (c) => {
      const { attending } = c.req.valid('json');
      try {
        await answerPlace(deps.db, c.get('user').id, attending, deps.now());
      } finally {
        await honourDeadlines(deps);
      }
      return c.json({ message: attending ? PLACE_MESSAGES.confirmed : PLACE_MESSAGES.declined }, 200);
    },
  );
}
