import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { PORTAL_TOASTS } from '../../shared/messages/toasts.ts';
import { PROFILE_MESSAGES } from '../../shared/messages/profile.ts';
import { UpdateProfileSchema, fieldErrors } from '../../shared/profile-schema.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { startupView, userView } from '../auth/user-view.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { roleOf } from '../staff/roles.ts';
import { saveProfile } from '../profile/save-profile.ts';
import { jsonBodyLimit } from '../validate.ts';
import { NOTICE_FIELD, acceptedNoticeVersion, noticeRefusal } from '../../shared/privacy/notice-acceptance.ts';

/** GET and POST /api/user-details: the signed-in user's profile. */
export function userDetailsRoutes(deps: ApiDeps) {
  return (
    new Hono<ApiEnv>()
      // requireAuth reads the startup and the latest application with the session: one query per request.
      .get('/user-details', requireAuth(deps, { applicantStatus: true }), (c) => {
        const user = c.get('user');
        return c.json(
          {
            user: userView(user, roleOf(deps.roles, user.mobile)),
            startUpInfo: startupView(c.get('startup')),
            // Read for everyone: a withdrawn application clears the submitted flag yet is still shown.
            applicationStatus: c.get('applicantStatus'),
            message: PORTAL_TOASTS.profileFetched,
          },
          200,
        );
      })
      .post(
        '/user-details',
        requireAuth(deps),
        jsonBodyLimit,
        // The lenient (update) schema decides what may be saved; one message per field, as the forms show them.
        zValidator('json', UpdateProfileSchema, (result) => {
          if (!result.success) throw fail(400, PROFILE_MESSAGES.formInvalid, { errors: fieldErrors(result.error) });
        }),
        async (c) => {
          const current = c.get('user');
          // The notice is checked once the fields are valid: a form shows its field errors first.
          const accepted = acceptedNoticeVersion(await c.req.json());
          const refusal = noticeRefusal(accepted, current.privacyNoticeVersion, deps.privacyNoticeVersion);
          if (refusal) throw fail(400, refusal, { errors: { [NOTICE_FIELD]: refusal } });
          const profile = c.req.valid('json');
          const { user, startup } = await saveProfile(deps.db, current, profile, accepted, deps.now());
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
