import { Hono } from 'hono';
import { ORGANISER_MESSAGES, WindowSettingsSchema } from '../../../shared/organiser-schemas.ts';
import { audited } from '../../audit/audit.ts';
import { requireAuth } from '../../auth/require-auth.ts';
import { perUserRateLimit } from '../../limits/rate-limit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff, roleOf } from '../../staff/roles.ts';
import { readWindow, saveWindow } from '../../applications/window.ts';
import { workspaceStats } from '../../workspace/stats.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { assignmentRoutes, queueRoutes, submissionAssignmentRoutes } from './assignments.ts';
import { auditRoutes } from './audit.ts';
import { decisionRoutes } from './decisions.ts';
import { duplicateRoutes } from './duplicates.ts';
import { exportRoutes } from './export.ts';
import { templateRoutes } from './templates.ts';
import { notificationRoutes } from './notifications.ts';
import { placeSettingsRoutes, placesRoutes } from './places.ts';
import { organiserPrivacyRequestRoutes } from './privacy-requests.ts';
import { retentionRoutes } from './retention.ts';
import { minorsSettingsRoutes } from './minors.ts';
import { breachNoticeRoutes } from './breach-notices.ts';
import { organiserSubmissionRoutes } from './submissions.ts';
import { staffPasskeyRoutes } from './staff-passkeys.ts';
import { staffRoutes } from './staff.ts';
import { tagRoutes } from './tags.ts';
import { interestRoutes } from './interest.ts';
import { committeeRoutes, feedbackReasonRoutes } from './feedback.ts';
import { roundRoutes } from './rounds.ts';
import { organiserFinalRoutes } from './final.ts';
import { savedViewRoutes } from './views.ts';
import { requirePasskeyConfirmed } from '../../passkeys/session-confirmation.ts';

/** GET /api/organiser/stats: the funnel, and (organisers) each reviewer's progress and every declared conflict. */
function statsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/', async (c) =>
    c.json(await workspaceStats(deps, roleOf(deps.roles, c.get('user').mobile)), 200),
  );
}

/** GET /api/organiser/settings (staff) and PUT (organisers): the application window. */
function settingsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => c.json({ ...(await readWindow(deps.db)) }, 200))
    .put('/', requireStaff(deps.roles, true), jsonBodyLimit, validate('json', WindowSettingsSchema), async (c) => {
      const window = c.req.valid('json');
      await audited(deps, c, (tx) => saveWindow(tx, window, c.get('user').mobile, deps.now()), {
        action: 'settings.saved',
        target: 'window',
        details: window,
      });
      return c.json({ ...window, message: ORGANISER_MESSAGES.settingsSaved }, 200);
    });
}

/**
 * Everything under /api/organiser: signed in (401), an organiser or reviewer (403) and, where STAFF_PASSKEYS=required,
 * a sign-in confirmed with a passkey (403 with `passkeyRequired`) first, then at most
 * WORKSPACE_REQUESTS_PER_MINUTE requests per person (429).
 */
export function organiserRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use(
      '*',
      requireAuth(deps),
      requireStaff(deps.roles),
      requirePasskeyConfirmed(deps),
      perUserRateLimit(deps, 'workspace', deps.workspaceRequestsPerMinute, ORGANISER_MESSAGES.tooManyRequests),
    )
    .route('/submissions', organiserSubmissionRoutes(deps))
    .route('/submissions', submissionAssignmentRoutes(deps))
    .route('/submissions', duplicateRoutes(deps))
    .route('/submissions', tagRoutes(deps))
    .route('/submissions', interestRoutes(deps))
    .route('/submissions', committeeRoutes(deps))
    .route('/feedback-reasons', feedbackReasonRoutes(deps))
    .route('/views', savedViewRoutes(deps))
    .route('/rounds', roundRoutes(deps))
    .route('/final', organiserFinalRoutes(deps))
    .route('/assignments', assignmentRoutes(deps))
    .route('/queue', queueRoutes(deps))
    .route('/decisions', decisionRoutes(deps))
    .route('/templates', templateRoutes(deps))
    .route('/audit', auditRoutes(deps))
    .route('/export', exportRoutes(deps))
    .route('/stats', statsRoutes(deps))
    .route('/settings/places', placeSettingsRoutes(deps))
    .route('/settings/minors', minorsSettingsRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/places', placesRoutes(deps))
    .route('/privacy-requests', organiserPrivacyRequestRoutes(deps))
    .route('/retention', retentionRoutes(deps))
    .route('/breach-notices', breachNoticeRoutes(deps))
    .route('/notifications', notificationRoutes(deps))
    .route('/staff-passkeys', staffPasskeyRoutes(deps))
    .route('/staff', staffRoutes(deps));
}
