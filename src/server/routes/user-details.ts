import { zValidator } from '@hono/zod-validator';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { PORTAL_TOASTS } from '../../shared/messages/toasts.ts';
import { PROFILE_MESSAGES } from '../../shared/messages/profile.ts';
import { UpdateProfileSchema, fieldErrors } from '../../shared/profile-schema.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { startupView, userView } from '../auth/user-view.ts';
import { startups, users } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { applicantStatus } from '../organiser/applicant-status.ts';
import { roleOf } from '../organiser/roles.ts';
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
            // Only applicants who submitted cost a second query.
            applicationStatus: user.isApplicationSubmitted ? await applicantStatus(deps.db, user.id) : null,
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
          const p = c.req.valid('json');
          const current = c.get('user');
          const now = deps.now();
          // The complete schema differs from the update one only in requiring the summary, so a valid
          // update with a summary is a valid complete profile. Once completed, a profile stays completed.
          const completesNow = p.startUpSummary !== '';
          const startupRow = {
            name: p.startUpName,
            industry: p.startUpIndustry,
            stage: p.startUpStage,
            teamSize: p.startUpTeamSize,
            summary: p.startUpSummary,
            website: p.website,
            linkedIn: p.linkedIn,
            updatedAt: now,
          };
          const { user, startup } = await deps.db.transaction(async (tx) => {
            const [user] = await tx
              .update(users)
              .set({
                name: p.name,
                age: p.age,
                gender: p.gender,
                email: p.email,
                state: p.state,
                city: p.city,
                education: p.education,
                ethnicity: p.ethnicity,
                isEmailOptIn: p.isEmailOptIn,
                isJitoMember: p.isJITOMember,
                jitoChapter: p.JITOChapter,
                heardFrom: p.heardFrom,
                role: p.role,
                isProfileCompleted: current.isProfileCompleted || completesNow,
                ...(completesNow
                  ? {
                      profileCompletedAt: sql`coalesce(${users.profileCompletedAt}, ${now.toISOString()}::timestamptz)`,
                    }
                  : {}),
                updatedAt: now,
              })
              .where(eq(users.id, current.id))
              .returning();
            const [startup] = await tx
              .insert(startups)
              .values({ userId: current.id, ...startupRow })
              .onConflictDoUpdate({ target: startups.userId, set: startupRow })
              .returning();
            return { user: user!, startup };
          });
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
