import { INTEREST_LABELS } from '../../shared/messages/interest.ts';
import type { Interest } from '../../shared/interest-schemas.ts';
import type { AuditAction } from '../../shared/audit-actions.ts';
import { DECISION_STATUSES, STATUS_LABELS, type ApplicationStatus } from '../../shared/application-statuses.ts';
import { formatIst } from '../../shared/india-time.ts';
import { AUDIT_MESSAGES as M } from '../../shared/messages/audit.ts';
import type { Rubric } from '../../shared/organiser-schemas.ts';
import type { AuditNames } from './audit-names.ts';
import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATE_LABELS,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '../../shared/privacy/request-labels.ts';
import { RETENTION_CLASSES, RETENTION_LABELS } from '../../shared/privacy/retention-labels.ts';

/** An entry as stored (audit.ts): details are whatever the action wrote, read defensively. */
interface StoredEntry {
  actor: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
}

/** What the log shows of an entry besides its raw fields. */
interface Described {
  actorName: string;
  /** The target by name: the application's startup, the staff member, the setting; '' when there is none. */
  targetName: string;
  /** The application the entry is about, for a link to its page; null when it is about none. */
  applicationId: string | null;
  summary: string;
}

/** The actions whose target is an application's id. */
const ON_APPLICATION = new Set<string>([
  'application.viewed',
  'file.viewed',
  'review.saved',
  'assignment.added',
  'assignment.removed',
  'conflict.declared',
  'comment.added',
  'status.changed',
  'lead.named',
  'summary.saved',
  'final.scored',
  'final.pitch-opened',
  'final.pitch-closed',
  'final.revealed',
  'duplicate.marked',
  'decision.cleared',
  'place.lapsed',
  'place.handed-on',
] satisfies AuditAction[]);

/** At most this many startups are named in one entry (a decision set on 2,000 applications). */
const NAMED = 5;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const status = (v: unknown) => STATUS_LABELS[text(v) as ApplicationStatus] ?? text(v);
const record = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : ({} as Record<string, unknown>);

/** Every id and number a page of entries names, so all their names are looked up at once (audit-names.ts). */
export function namesWanted(entries: StoredEntry[]) {
  const wanted = {
    staff: [] as string[],
    applications: [] as string[],
    files: [] as string[],
    changes: [] as string[],
  };
  for (const e of entries) {
    wanted.staff.push(e.actor);
    if (ON_APPLICATION.has(e.action)) wanted.applications.push(e.target);
    if (e.action === 'passkeys.removed') wanted.staff.push(e.target);
    if (e.action === 'sms.requeued') wanted.changes.push(e.target);
    if (e.action === 'file.viewed') wanted.files.push(text(e.details.fileId));
    if (e.action === 'assignment.added' || e.action === 'assignment.removed')
      wanted.staff.push(text(e.details.reviewer));
    if (e.action === 'lead.named' && e.details.lead) wanted.staff.push(text(e.details.lead));
    if (e.action === 'duplicate.marked') wanted.applications.push(text(e.details.of));
    if (e.action === 'place.handed-on' && e.details.promoted) wanted.applications.push(text(e.details.promoted));
    if (e.action === 'decision.set' || e.action === 'tags.changed')
      wanted.applications.push(...strings(e.details.ids).slice(0, NAMED));
  }
  return wanted;
}

/**
 * One entry in words: who by name, what it was done to by name, and a sentence for its details. An application gone
 * since (never: the log keeps ids, the applications stay) or a detail missing falls back to the id, never to nothing.
 */
export function describeEntry(entry: StoredEntry, names: AuditNames, rubric: Rubric): Described {
  const { details } = entry;
  const startup = (id: string) => names.startup(id) || id;
  const applicationId = ON_APPLICATION.has(entry.action)
    ? entry.target
    : entry.action === 'sms.requeued'
      ? (names.changeApplication(entry.target) ?? null)
      : null;
  const targetName =
    applicationId !== null
      ? startup(applicationId)
      : entry.action === 'passkeys.removed'
        ? names.staff(entry.target)
        : entry.action === 'settings.saved'
          ? (M.settingNames[entry.target] ?? entry.target)
          : entry.action.startsWith('privacy-request.')
            ? M.privacyRequest(entry.target)
            : entry.target;
  return {
    actorName:
      entry.actor === 'system' ? M.system : entry.actor === 'applicant' ? M.applicant : names.staff(entry.actor),
    targetName,
    applicationId,
    summary: summaryOf(entry, names, rubric, startup),
  };
}

/** The first NAMED startups of `ids` by name, and how many more. */
function startupList(ids: string[], startup: (id: string) => string): string {
  const named = ids.slice(0, NAMED).map(startup);
  return [...named, ...(ids.length > NAMED ? [M.andMore(ids.length - NAMED)] : [])].join(', ');
}

function summaryOf(
  { action, details }: StoredEntry,
  names: AuditNames,
  rubric: Rubric,
  startup: (id: string) => string,
): string {
  switch (action as AuditAction) {
    case 'staff.signed-in':
      return M.signedIn;
    case 'passkey.registered':
      return M.passkeyRegistered;
    case 'passkeys.removed':
      return M.passkeysRemoved(count(details.removed));
    case 'application.viewed':
      return M.applicationViewed;
    case 'file.viewed':
      return M.fileViewed(names.file(text(details.fileId)) ?? M.fileGone, details.via === 'signed link');
    case 'review.saved': {
      const scores = record(details.scores);
      return M.reviewSaved(
        rubric.criteria
          .filter((c) => c.id in scores)
          .map((c) => `${c.label} ${count(scores[c.id])}`)
          .join(', '),
      );
    }
    case 'assignments.auto':
      return M.assignmentsAuto(
        count(details.reviewsPerApplication),
        count(details.maxPerReviewer),
        count(details.assigned),
      );
    case 'assignment.added':
      return M.assignmentAdded(names.staff(text(details.reviewer)));
    case 'assignment.removed':
      return M.assignmentRemoved(names.staff(text(details.reviewer)));
    case 'conflict.declared':
      return M.conflictDeclared(text(details.reason));
    case 'interest.marked':
      return M.interestMarked(INTEREST_LABELS[text(details.interest) as Interest] ?? '');
    case 'comment.added':
      return M.commentAdded;
    case 'status.changed':
      return M.statusChanged(status(details.status), text(details.note));
    case 'duplicate.marked':
      return M.duplicateMarked(startup(text(details.of)), text(details.note));
    case 'sms.requeued':
      return M.smsRequeued;
    case 'decision.set': {
      const ids = strings(details.ids);
      return M.decisionSet(status(details.status), ids.length, startupList(ids, startup), text(details.note));
    }
    case 'tags.changed': {
      const tags = record(details.set ?? details.added);
      return M.tagsChanged(
        startupList(strings(details.ids), startup),
        strings(tags.shared),
        count(tags.private),
        count(details.removed),
      );
    }
    case 'decision.cleared':
      return M.decisionCleared(status(details.status));
    case 'decisions.released': {
      // In the workspace's order of statuses, as the release's confirmation named them.
      const counts = record(details.released);
      const released = DECISION_STATUSES.map((s) => [s, counts[s]] as const).filter(([, n]) => count(n) > 0);
      const total = released.reduce((sum, [, n]) => sum + count(n), 0);
      const named = released.map(([s, n]) => `${count(n)} ${status(s)}`).join(', ');
      const feedback = details.withFeedback === true ? M.feedbackReleased(count(details.feedback)) : '';
      return M.decisionsReleased(total, named, strings(details.unchanged).length) + feedback;
    }
    case 'settings.saved':
      if ('underEighteen' in details) return M.minorsSaved(details.underEighteen === 'guardianConsent');
      if ('auditDays' in details)
        return M.retentionSaved(
          count(details.applicationsMonths),
          count(details.draftsDays),
          count(details.messagesMonths),
          count(details.auditDays),
          count(details.sessionsDays),
        );
      return 'applicationsOpenAt' in details
        ? M.windowSaved(formatIst(text(details.applicationsOpenAt)), formatIst(text(details.applicationsCloseAt)))
        : M.placesSaved(count(details.finalistPlaces), count(details.confirmWithinHours));
    case 'templates.saved':
      return M.templatesSaved(
        Object.keys(details)
          .map((s) => status(s))
          .join(', '),
      );
    case 'round.created':
      return M.roundCreated(text(details.name));
    case 'round.saved':
      return M.roundSaved(text(details.name), details.rubric === true);
    case 'round.opened':
      return M.roundOpened(text(details.name));
    case 'round.closed':
      return M.roundClosed(text(details.name));
    case 'round.advanced':
      return M.roundAdvanced(text(details.name), count(details.carried));
    case 'staff.saved':
      return M.staffSaved(text(details.name), text(details.role), details.invited === true);
    case 'staff.removed':
      return M.staffRemoved(text(details.name), count(details.returned));
    case 'staff.reminded':
      return M.staffReminded(count(details.reminded));
    case 'feedback-reasons.saved':
      return M.feedbackReasonsSaved(strings(details.reasons).length);
    case 'lead.named':
      return M.leadNamed(details.lead ? names.staff(text(details.lead)) : null);
    case 'summary.saved':
      return M.summarySaved;
    case 'final.scored':
      return M.finalScored(details.duplicate === true);
    case 'final.pitch-opened':
      return M.pitchOpened;
    case 'final.pitch-closed':
      return M.pitchClosed;
    case 'final.revealed':
      return M.pitchRevealed(details.revealed === true);
    case 'final.ranking':
      return M.rankingRevealed(details.revealed === true);
    case 'export.downloaded':
      return M.exportDownloaded(text(details.format));
    case 'privacy-request.received':
      return M.privacyRequestReceived(PRIVACY_REQUEST_KIND_LABELS[text(details.kind) as PrivacyRequestKind] ?? '');
    case 'privacy-requests.viewed':
      return M.privacyRequestsViewed(count(details.count));
    case 'privacy-request.updated':
      return M.privacyRequestUpdated(
        PRIVACY_REQUEST_STATE_LABELS[text(details.state) as PrivacyRequestState] ?? text(details.state),
        text(details.note),
      );
    case 'place.lapsed':
      return M.placeLapsed;
    case 'place.handed-on':
      return M.placeHandedOn(details.promoted ? startup(text(details.promoted)) : null);
    case 'breach-notice.sent':
      return M.breachNoticeSent(count(details.added), count(details.already));
    case 'retention.ran':
      return M.retentionRan(
        RETENTION_CLASSES.map((c) => `${count(details[c])} ${RETENTION_LABELS[c].title.toLowerCase()}`).join(', '),
      );
  }
  return action;
}
