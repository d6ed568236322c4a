import { Hono } from 'hono';
import { z } from 'zod';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { appendAudit } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { SignedQuerySchema } from '../../auth/signed-links.ts';
import { checkFileLink, linkViewer } from '../../decks/file-links.ts';
import { fileResponse } from '../../decks/file-response.ts';
import { fileForViewer } from '../../decks/staff-file.ts';
import { uuid } from './submissions.ts';

const LinkParam = z.object({
  id: uuid(ORGANISER_MESSAGES.fileNotFound),
  fileId: uuid(ORGANISER_MESSAGES.fileNotFound),
});
const LinkQuery = SignedQuerySchema.extend({ role: z.enum(['ORGANISER', 'REVIEWER']) });

/**
 * GET /api/organiser-files/:id/:fileId/:name?role&by&s&until&sig: a file by the signed address the application's
 * page gave a staff member (see decks/file-links.ts). No bearer token: the signature is the permission.
 * A made-up or altered address is a 404 like an unknown file; an expired one says so, and so does one whose session
 * has ended (signed out, everywhere or there, or their passkeys removed). Each view is in the audit
 * log, as on the bearer route.
 */
export function fileLinkRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/organiser-files/:id/:fileId/:name', async (c) => {
    const params = LinkParam.safeParse(c.req.param());
    const query = LinkQuery.safeParse(c.req.query());
    if (!params.success || !query.success) throw fail(404, ORGANISER_MESSAGES.fileNotFound);
    const { id, fileId } = params.data;
    const { role, by } = query.data;
    const verdict = await checkFileLink(
      deps.db,
      deps.otpSecret,
      { submissionId: id, fileId, role },
      query.data,
      deps.now(),
    );
    if (verdict === 'invalid') throw fail(404, ORGANISER_MESSAGES.fileNotFound);
    if (verdict === 'expired') throw fail(403, ORGANISER_MESSAGES.fileLinkExpired);
    if (verdict === 'ended') throw fail(403, ORGANISER_MESSAGES.fileLinkEnded);
    // The link only says who it was made for: whether they may still have the file is decided now, as on the bearer
    // route (a reviewer unassigned since, or with a conflict since, gets a 404), under their role now.
    const viewer = await linkViewer(deps.db, deps.roles, { by, role });
    if (!viewer) throw fail(404, ORGANISER_MESSAGES.fileNotFound);
    const { stored, name } = await fileForViewer(deps, id, fileId, viewer, ORGANISER_MESSAGES.fileNotFound);
    // Logged like a view through the bearer route, under the staff member the link was signed for.
    await appendAudit(deps.db, {
      actor: viewer.mobile,
      action: 'file.viewed',
      target: id,
      details: { fileId, via: 'signed link' },
      ip: deps.clientIp(c),
      at: deps.now(),
    });
    return fileResponse(deps, stored, role, name);
  });
}
