import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { PORTAL_TOASTS } from '../../shared/messages/toasts.ts';
import { PROFILE_MESSAGES } from '../../shared/messages/profile.ts';
import { UpdateProfileSchema, fieldErrors } from '../../shared/profile-schema.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { startupView, userView } from '../auth/user-view.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { applicantStatus } from '../organiser/applicant-status.ts';
import { roleOf } from '../organiser/roles.ts';
import { saveProfile } from '../profile/save-profile.ts';
import { jsonBodyLimit } from '../validate.ts';

/** GET and POST /api/user-details: the signed-in user's profile. */
export function userDetailsRoutes(deps: ApiDeps) {
  return (
    new Hono<ApiEnv>()
      .use('/user-details', requireAuth(deps))
      // requireAuth already read the startup with the session: one query per request.
      .get('/user-details', async (c) => {
        const user = c.get('user');
        return c.json(
          {
            user: userView(user, roleOf(deps.roles, user.mobile)),
            startUpInfo: startupView(c.get('startup')),
            // Read for everyone: a withdrawn application clears the submitted flag yet is still shown.
            applicationStatus: await applicantStatus(deps.db, user.id, deps.now()),
            message: PORTAL_TOASTS.profileFetched,
          },
          200,
        );
      })
      .post(
        '/user-details',
        jsonBodyLimit,
        // The lenient (update) schema decides what may be saved; one message per field, as the forms show them.
        zValidator('json', UpdateProfileSchema, (result) => {
          if (!result.success) throw fail(400, PROFILE_MESSAGES.formInvalid, { errors: fieldErrors(result.error) });
        }),
        async (c) => {
          const current = c.get('user');
          const { user, startup } = await saveProfile(deps.db, current, c.req.valid('json'), deps.now());
          const info = startupView(startup);
          const message =
            !current.isProfileCompleted && user.isProfileCompleted
              ? PORTAL_TOASTS.profileCompleted
              : PORTAL_TOASTS.profileUpdated;
          // Both readings of the spec: complete-profile reads {user, token}; update reads {user, startup}.
          return c.json(
            {
              user: userView(user, roleOf(deps.roles, user.mobile)),
              token: c.get('token'),
              startup: info,
              startUpInfo: info,
              message,
            },
            200,
          );
        },
      )
  );
}
