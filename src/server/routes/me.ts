import { Hono } from 'hono';
import { z } from 'zod';
import { OtpCodeSchema } from '../../shared/api-types.ts';
import { MY_DATA_MESSAGES } from '../../shared/messages/my-data.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { ApiError, fail } from '../errors.ts';
import { eraseAccount } from '../me/erase.ts';
import { exportUserData } from '../me/export.ts';
import { type OwnFile, ownDraftFile, ownSubmissionFile } from '../me/files.ts';
import { roleOf } from '../organiser/roles.ts';
import { checkOtp } from '../otp/check.ts';
import { contentDisposition } from '../content-disposition.ts';
import { SECURITY_HEADERS } from '../security-headers.ts';
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
 * The user's own data (a right of access and of erasure): GET /api/me/export, their files, and
 * DELETE /api/me confirmed by a fresh one-time code (requested with POST /api/otp, checked by the OTP service).
 */
export function meRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('/me', requireAuth(deps))
    .use('/me/*', requireAuth(deps))
    .get('/me/export', async (c) => {
      const user = c.get('user');
      const data = await exportUserData(deps.db, user, c.get('startup'), roleOf(deps.roles, user.mobile), deps.now());
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
    .delete('/me', jsonBodyLimit, validate('json', z.object({ otp: OtpCodeSchema })), async (c) => {
      const user = c.get('user');
      // A wrong code is the request's fault, not the session's: 403, so the page does not sign the user out. The
      // session proves the number's owner, whose guesses strangers' wrong ones cannot block (otp/check.ts).
      await checkOtp(deps, user.mobile, c.req.valid('json').otp, 'signed-in owner').catch((err: unknown) => {
        throw err instanceof ApiError && err.status === 401 ? fail(403, err.message) : err;
      });
      await eraseAccount(deps.db, deps.uploads, deps.visibility, user.id, deps.now());
      return c.json({ message: MY_DATA_MESSAGES.deleted }, 200);
    });
}
