import { Hono } from 'hono';
import { APPLICANT_CHANGE_MESSAGES } from '../../shared/messages/applicant-changes.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { honourDeadlines } from '../decisions/waitlist-promotion.ts';
import { applicantSubmission } from '../submissions/applicant-view.ts';
import { receiveEdit, receiveSubmission } from '../submissions/receive.ts';
import { uploadRequest } from '../submissions/upload-body.ts';
import { withdrawSubmission } from '../applications/withdraw.ts';

/**
 * POST /api/create-submission: the application, multipart, one live one per user, all or nothing.
 * GET and PUT /api/submission: the applicant reads and edits it while the window is open and no decision is out.
 * POST /api/submission/withdraw: the applicant takes it back.
 */
export function submissionRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .post('/create-submission', requireAuth(deps), async (c) => {
      const saved = await receiveSubmission(deps, uploadRequest(c), c.get('user'));
      deps.deckText.wake();
      return c.json({ submission: saved, message: APPLICATION_MESSAGES.submitted }, 201);
    })
    .get('/submission', requireAuth(deps), async (c) => {
      return c.json(await applicantSubmission(deps.db, c.get('user').id, deps.now()), 200);
    })
    .put('/submission', requireAuth(deps), async (c) => {
      const saved = await receiveEdit(deps, uploadRequest(c), c.get('user').id);
      deps.deckText.wake();
      return c.json({ ...saved, message: APPLICANT_CHANGE_MESSAGES.edited }, 200);
    })
    .post('/submission/withdraw', requireAuth(deps), async (c) => {
      await withdrawSubmission(deps.db, c.get('user').id, deps.now());
      // An accepted place given back goes to the waitlist now.
      await honourDeadlines(deps);
      return c.json({ message: APPLICANT_CHANGE_MESSAGES.withdrawn }, 200);
    });
}
