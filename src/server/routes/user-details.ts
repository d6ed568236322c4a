import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { PORTAL_TOASTS } from '../../shared/messages/toasts.ts';
import { PROFILE_MESSAGES } from '../../shared/messages/profile.ts';
import { fieldErrors, profileSchemaFor } from '../../shared/profile-schema.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { startupView, userView } from '../auth/user-view.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { roleOf } from '../staff/roles.ts';
import { saveProfile } from '../profile/save-profile.ts';
import { jsonBodyLimit } from '../validate.ts';
import { NOTICE_FIELD, acceptedNoticeVersion, noticeRefusal } from '../../shared/privacy/notice-acceptance.ts';
import { readMinorsSettings } from '../privacy/minors-settings.ts';
import { guardianConsentFor } from '../privacy/guardian-check.ts';

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
        // Any JSON: the schema depends on a setting read below (a malformed body is a 400 here, as everywhere).
        zValidator('json', z.unknown()),
        async (c) => {
          const current = c.get('user');
          const body = c.req.valid('json');
          // The lenient (update) schema decides what may be saved, under the organisers' rule for applicants under
          // 18; one message per field, as the forms show them.
          const { underEighteen } = await readMinorsSettings(deps.db);
          const parsed = profileSchemaFor('update', underEighteen).safeParse(body);
          if (!parsed.success) throw fail(400, PROFILE_MESSAGES.formInvalid, { errors: fieldErrors(parsed.error) });
          // The notice is checked once the fields are valid: a form shows its field errors first.
          const accepted = acceptedNoticeVersion(body);
          const refusal = noticeRefusal(accepted, current.privacyNoticeVersion, deps.privacyNoticeVersion);
          if (refusal) throw fail(400, refusal, { errors: { [NOTICE_FIELD]: refusal } });
          const profile = parsed.data;
          const guardian = await guardianConsentFor(deps, current, profile.age, underEighteen, body);
          const { user, startup } = await saveProfile(deps.db, current, profile, accepted, deps.now(), guardian);
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
