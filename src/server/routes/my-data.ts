import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { OtpCodeSchema } from '../../shared/api-types.ts';
import { MY_DATA_MESSAGES } from '../../shared/messages/my-data.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { SignedQuerySchema, sessionTag } from '../auth/signed-links.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { ApiError, fail } from '../errors.ts';
import { eraseAccount } from '../my-data/erase.ts';
import { exportUserData } from '../my-data/export.ts';
import { MY_FILE_LINK_TTL_MS, type MyFile, checkMyFileLink } from '../my-data/file-links.ts';
import { type OwnFile, ownDraftFile, ownSubmissionFile } from '../my-data/files.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import { roleOf } from '../staff/roles.ts';
import { checkOtp } from '../otp/check.ts';
import { contentDisposition } from '../content-disposition.ts';
import { SECURITY_HEADERS } from '../headers/security-headers.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/** A user's own file, as a download: never rendered by the browser, so nothing in it runs. */
function download(body: ReadableStream, file: OwnFile) {
  const name = file.originalName;
  return new Response(body, {
    status: 200,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition('attachment', name),
      'Cache-Control': 'private, no-store',
    },
  });
}

/**
 * The user a signed link to their own file was made for (my-data/file-links.ts): a made-up or altered link is a 404
 * like an unknown file; an expired one, or one whose session ended, says so.
 */
async function signedOwner(deps: ApiDeps, c: Context<ApiEnv>, file: MyFile): Promise<number> {
  const query = SignedQuerySchema.safeParse(c.req.query());
  if (!query.success) throw fail(404, ORGANISER_MESSAGES.fileNotFound);
  const verdict = await checkMyFileLink(deps.db, deps.otpSecret, file, query.data, deps.now());
  if (verdict === 'invalid') throw fail(404, ORGANISER_MESSAGES.fileNotFound);
  if (verdict === 'expired') throw fail(403, MY_DATA_MESSAGES.linkExpired);
  if (verdict === 'ended') throw fail(403, MY_DATA_MESSAGES.linkEnded);
  return query.data.by;
}

/**
 * The user's own data (a right of access and of erasure): GET /api/me/export, their files (with the session's token,
 * or by the export's signed links), and
 * DELETE /api/me confirmed by a fresh one-time code (requested with POST /api/otp, checked by the OTP service).
 */
export function myDataRoutes(deps: ApiDeps) {
  return (
    new Hono<ApiEnv>()
      .use('/me', requireAuth(deps))
      .use('/me/*', requireAuth(deps))
      .get('/me/export', async (c) => {
        const user = c.get('user');
        const now = deps.now();
        const grant = { by: user.id, session: sessionTag(c.get('token')), until: now.getTime() + MY_FILE_LINK_TTL_MS };
        const links = { secret: deps.otpSecret, siteUrl: deps.siteUrl, grant };
        const data = await exportUserData(deps.db, user, c.get('startup'), roleOf(deps.roles, user.mobile), now, links);
        return c.json(data, 200, { 'Content-Disposition': 'attachment; filename="my-launchpad-data.json"' });
      })
      .get('/me/files/:id', async (c) => {
        const file = await ownSubmissionFile(deps.db, c.get('user').id, c.req.param('id'));
        return download(await deps.uploads.open(file.storageKey), file);
      })
      .get('/me/draft-files/:fieldName', async (c) => {
        const file = await ownDraftFile(deps.db, c.get('user').id, c.req.param('fieldName'));
        return download(await deps.uploads.open(file.storageKey), file);
      })
      // The export's links: no bearer token (a downloaded file sends none), the signature is the permission.
      .get('/my-files/:fileId/:name', async (c) => {
        const by = await signedOwner(deps, c, { submissionFileId: c.req.param('fileId') });
        const file = await ownSubmissionFile(deps.db, by, c.req.param('fileId'));
        return download(await deps.uploads.open(file.storageKey), file);
      })
      .get('/my-draft-files/:fieldName/:name', async (c) => {
        const by = await signedOwner(deps, c, { draftField: c.req.param('fieldName') });
        const file = await ownDraftFile(deps.db, by, c.req.param('fieldName'));
        return download(await deps.uploads.open(file.storageKey), file);
      })
      .delete('/me', jsonBodyLimit, validate('json', z.object({ otp: OtpCodeSchema })), async (c) => {
        const user = c.get('user');
        // A wrong code is the request's fault, not the session's: 403, so the page does not sign the user out. The
        // session proves the number's owner, whose guesses strangers' wrong ones cannot block (otp/check.ts).
        await checkOtp(deps, user.mobile, c.req.valid('json').otp, 'signed-in owner').catch((err: unknown) => {
          throw err instanceof ApiError && err.status === 401 ? fail(403, err.message) : err;
        });
        await eraseAccount(deps.db, deps.uploads, deps.visibility, user.id, deps.now());
        return c.json({ message: MY_DATA_MESSAGES.deleted }, 200);
      })
  );
}
