import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { applicationConfirmRoutes } from './application-confirm.ts';
import { applicationDraftRoutes } from './application-draft.ts';
import { applicationStatusRoutes } from './application-status.ts';
import { applicationWindowRoutes } from './application-window.ts';
import { cofounderRoutes } from './cofounders.ts';
import { formRoutes } from './forms.ts';
import { healthRoutes } from './health.ts';
import { fileLinkRoutes } from './organiser/file-links.ts';
import { organiserRoutes } from './organiser/index.ts';
import { inviteRoutes } from './invites.ts';
import { logoutRoutes } from './logout.ts';
import { meRoutes } from './me.ts';
import { otpRoutes } from './otp.ts';
import { passkeyRoutes } from './passkeys.ts';
import { lengthOfSmallAnswers } from './small-answers.ts';
import { submissionRoutes } from './submissions.ts';
import { userDetailsRoutes } from './user-details.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';

/** JSON and CSV answers from this size on are gzipped for clients that accept it: smaller ones gain nothing. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSED_TYPES = /^(application\/json|text\/csv)/;

/** Every API route, to be mounted under /api. */
export function apiRoutes(deps: ApiDeps) {
  return (
    new Hono<ApiEnv>()
      // JSON and CSV answers gzipped for clients that accept it (from 1 KB: lengthOfSmallAnswers gives the smaller
      // ones the length compress needs to see it), streamed, so the export stays streamed: the workspace's list is
      // about 240 KB of JSON at 1,000 applications. Files are already compressed.
      .use('*', compress({ threshold: COMPRESS_FROM_BYTES, contentTypeFilter: COMPRESSED_TYPES }))
      .use('*', lengthOfSmallAnswers(COMPRESS_FROM_BYTES, COMPRESSED_TYPES))
      .route('/', healthRoutes(deps))
      .route('/', otpRoutes(deps))
      .route('/', logoutRoutes(deps))
      .route('/passkeys', passkeyRoutes(deps))
      .route('/', userDetailsRoutes(deps))
      .route('/', formRoutes(deps))
      .route('/', submissionRoutes(deps))
      .route('/', applicationDraftRoutes(deps))
      .route('/', cofounderRoutes(deps))
      .route('/', inviteRoutes(deps))
      .route('/', meRoutes(deps))
      .route('/', applicationWindowRoutes(deps))
      .route('/', applicationStatusRoutes(deps))
      .route('/', applicationConfirmRoutes(deps))
      .route('/organiser', organiserRoutes(deps))
      .route('/', fileLinkRoutes(deps))
      .all('*', () => {
        throw fail(404, API_MESSAGES.notFound);
      })
  );
}
