import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import { StaffInviteSchema, type StaffReminded, type StaffSaved } from '../../../shared/staff-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { listStaff, openRound, removeStaffMember, saveStaffMember } from '../../review/staff-members.ts';
import { remindReviewersBehind } from '../../review/staff-reminders.ts';
import { requireStaff } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { notFoundParam } from './submissions.ts';

/** A staff member's number in a path: anything but 10 digits names nobody, so it is a 404 like an unknown one. */
const MobileParam = z.object({ mobile: z.string().regex(/^\d{10}$/, STAFF_MESSAGES.notFound) });

/**
 * /api/organiser/staff (organisers only): the organisers and reviewers (the environment's break-glass lists and those
 * invited here), an invitation or a change, a removal, and "Remind everyone behind". Each write is audited, and the
 * process that made it reads the staff list again at once (the others within STAFF_SNAPSHOT_MAX_AGE_MS).
 */
export function staffRoutes(deps: ApiDeps) {
  const organisers = requireStaff(deps.roles, true);
  const reread = () => deps.roles.refresh(deps.db, 0);
  return new Hono<ApiEnv>()
    .get('/', organisers, async (c) => c.json(await listStaff(deps.db, deps.roles), 200))
    .post('/remind', organisers, async (c) => {
      const round = await openRound(deps.db);
      const reminded = await audited(deps, c, (tx) => remindReviewersBehind(tx, deps.roles, round, deps.now()), {
        action: 'staff.reminded',
        target: round ? String(round.id) : '',
        details: (n) => ({ reminded: n }),
      });
      if (reminded > 0) deps.smsOutbox.wake();
      return c.json({ reminded, message: STAFF_MESSAGES.reminded(reminded) } satisfies StaffReminded, 200);
    })
    .post('/', organisers, jsonBodyLimit, validate('json', StaffInviteSchema), async (c) => {
      const invite = c.req.valid('json');
      const by = c.get('user').mobile;
      const saved = await audited(deps, c, (tx) => saveStaffMember(tx, deps.roles, invite, by, deps.now(), deps), {
        action: 'staff.saved',
        target: invite.mobile,
        details: (s) => ({
          name: invite.name,
          role: invite.role,
          sectors: invite.sectors,
          created: s.created,
          invited: s.invited,
        }),
      });
      await reread();
      if (saved.invited) deps.smsOutbox.wake();
      const { staff } = await listStaff(deps.db, deps.roles);
      const member = staff.find((m) => m.mobile === invite.mobile)!;
      const message = saved.invited
        ? STAFF_MESSAGES.invited(saved.name)
        : saved.created
          ? STAFF_MESSAGES.saved(saved.name)
          : STAFF_MESSAGES.notSentAgain(saved.name);
      return c.json({ member, invited: saved.invited, message } satisfies StaffSaved, saved.created ? 201 : 200);
    })
    .delete('/:mobile', organisers, zValidator('param', MobileParam, notFoundParam), async (c) => {
      const { mobile } = c.req.valid('param');
      const removed = await audited(deps, c, (tx) => removeStaffMember(tx, deps.roles, mobile, c.get('user').mobile), {
        action: 'staff.removed',
        target: mobile,
        details: (r) => ({ name: r.name, sessionsEnded: r.sessionsEnded, returned: r.returned }),
      });
      await reread();
      return c.json({ ...removed, message: STAFF_MESSAGES.removed(removed.name) }, 200);
    });
}
