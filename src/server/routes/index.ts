import { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { applicationDraftRoutes } from './application-draft.ts';
import { applicationStatusRoutes } from './application-status.ts';
import { applicationWindowRoutes } from './application-window.ts';
import { formRoutes } from './forms.ts';
import { healthRoutes } from './health.ts';
import { organiserRoutes } from './organiser/index.ts';
import { logoutRoutes } from './logout.ts';
import { meRoutes } from './me.ts';
import { otpRoutes } from './otp.ts';
import { submissionRoutes } from './submissions.ts';
import { userDetailsRoutes } from './user-details.ts';

/** Every API route, to be mounted under /api. */
export function apiRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .route('/', healthRoutes(deps))
    .route('/', otpRoutes(deps))
    .route('/', logoutRoutes(deps))
    .route('/', userDetailsRoutes(deps))
    .route('/', formRoutes(deps))
    .route('/', submissionRoutes(deps))
    .route('/', applicationDraftRoutes(deps))
    .route('/', meRoutes(deps))
    .route('/', applicationWindowRoutes(deps))
    .route('/', applicationStatusRoutes(deps))
    .route('/organiser', organiserRoutes(deps))
    .all('*', () => {
      throw fail(404, 'Not found');
    });
}
