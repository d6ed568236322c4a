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
import { finalRoutes } from './final.ts';
import { healthRoutes } from './health.ts';
import { fileLinkRoutes } from './organiser/file-links.ts';
import { organiserRoutes } from './organiser/index.ts';
import { inviteRoutes } from './invites.ts';
import { logoutRoutes } from './logout.ts';
import { myDataRoutes } from './my-data.ts';
import { otpRoutes } from './otp.ts';
import { passkeyRoutes } from './passkeys.ts';
import { guardianConsentRoutes } from './guardian-consent.ts';
import { privacyRequestRoutes } from './privacy-requests.ts';
import { freshStaff } from '../staff/roles.ts';
import { lengthOfSmallAnswers } from './small-answers.ts';
import { submissionRoutes } from './submissions.ts';
import { userDetailsRoutes } from './user-details.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';

/** JSON and CSV answers from this size on are gzipped for clients that accept it: smaller ones gain nothing. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSED_TYPES = /^(application\/json|text\/csv)/;

/**
 * The answers that can run to many KB: the workspace's (lists, one application, exports, stats), a user's own data,
 * the form and the application draft. Every other answer is a few hundred bytes (GET /api/user-details about 600),
 * which gzip would shorten by little, and is sent as the route makes it: the server then writes it in one go with its
 * length, where finding an answer's size for compress() means reading it back as a stream (docs/api.md, "Benchmark").
 */
const LARGE_ANSWERS = ['/organiser/*', '/me/export', '/formfield-list', '/formsection-list', '/application-draft'];

/** Every API route, to be mounted under /api. */
export function apiRoutes(deps: ApiDeps) {
  const api = new Hono<ApiEnv>();
  // Gzipped for clients that accept it (from 1 KB: lengthOfSmallAnswers gives the smaller ones the length compress
  // needs to see it), streamed, so the export stays streamed. Files are already compressed.
  const gzip = compress({ threshold: COMPRESS_FROM_BYTES, contentTypeFilter: COMPRESSED_TYPES });
  const length = lengthOfSmallAnswers(COMPRESS_FROM_BYTES, COMPRESSED_TYPES);
  for (const path of LARGE_ANSWERS) api.use(path, gzip, length);
  return (
    api
      .route('/', healthRoutes(deps))
      .route('/', otpRoutes(deps))
      // Every route below may ask who is staff (sign-in asks in signIn): codes and health are answered without it.
      .use('*', freshStaff(deps))
      .route('/', logoutRoutes(deps))
      .route('/passkeys', passkeyRoutes(deps))
      .route('/', userDetailsRoutes(deps))
      .route('/', formRoutes(deps))
      .route('/', submissionRoutes(deps))
      .route('/', applicationDraftRoutes(deps))
      .route('/', cofounderRoutes(deps))
      .route('/', inviteRoutes(deps))
      .route('/', myDataRoutes(deps))
      .route('/', privacyRequestRoutes(deps))
      .route('/', guardianConsentRoutes(deps))
      .route('/', applicationWindowRoutes(deps))
      .route('/', applicationStatusRoutes(deps))
      .route('/', applicationConfirmRoutes(deps))
      .route('/organiser', organiserRoutes(deps))
      .route('/final', finalRoutes(deps))
      .route('/', fileLinkRoutes(deps))
      .all('*', () => {
        throw fail(404, API_MESSAGES.notFound);
      })
  );
}
