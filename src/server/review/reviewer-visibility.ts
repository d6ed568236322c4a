import type { StartUpInfo, User } from '../../shared/api-types.ts';
import type { Role } from '../../shared/organiser-schemas.ts';
import { startupView, userView } from '../auth/user-view.ts';
import type { ReviewerVisibility, StartupRow, UserRow } from '../deps.ts';
import type { FormDefinition } from '../forms/definition.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';
import { REVIEWER_LABELS } from '../../shared/messages/api.ts';
import type { OthersScores, RoundVisibility } from '../../shared/round-schemas.ts';

/**
 * Blind review, declared once. What a reviewer may read of an application comes from two pieces of data: each form
 * field's `visibleToReviewers` in content/application-form.json, and the table below for the startup profile. The
 * applicant's own profile (name, mobile, e-mail, age, city…) is never theirs to read. Every reviewer output (list,
 * detail, file names, export, search) goes through `maySee` and `applicationAsSeenBy`; organisers see everything.
 * One exception for everyone: the text read from PDF decks (`submission_files.text_pages`) is sent to no one; it only
 * feeds the organisers' "may reveal the team" flag (team-reveal.ts), which names the page and the word found.
 *
 * The co-founders invited by mobile go through `teamAsSeenBy`: reviewers read their roles only. The bytes of a file
 * they may open reach them reduced to what shows (a PDF's pages, an image's pixels), per type, in file-response.ts
 * (`FOR_REVIEWERS`): a type without a preparation reaches no reviewer.
 *
 * Where an application stands (its status, a decision pending, the decisions' history, a finalist's place) is the
 * third piece of data below, `STANDING_VISIBLE`, which every output asks through `maySeeStanding`.
 */

/** The startup profile's fields reviewers may read: a website or LinkedIn page names the founders. */
const STARTUP_PROFILE_VISIBLE: Readonly<Record<keyof StartUpInfo, boolean>> = {
  name: true,
  industry: true,
  stage: true,
  teamSize: true,
  summary: true,
  website: false,
  linkedIn: false,
};

/**
 * Where an application stands: its status (and so the counts per status and a filter by it), the decision set on it and
 * not yet released, the history of decisions with the notes written to the applicant, an accepted founder's answer
 * about their place, and the organisers' tags on it (and so a filter by one).
 */
export type StandingKey = 'status' | 'pendingStatus' | 'history' | 'confirmation' | 'tags' | 'rounds';

/**
 * What reviewers read of where an application stands: nothing. A decision (or one pending) seen before scoring
 * sways the score, and "Submitted" beside "Not selected" is a decision too, so no status is shown at all. Whether an
 * application is theirs to review at all (withdrawn ones leave the queue) is scope (reviewer-scope.ts), not this.
 */
const STANDING_VISIBLE: Readonly<Record<StandingKey, boolean>> = {
  status: false,
  pendingStatus: false,
  history: false,
  confirmation: false,
  /** "discuss", "strong team": the organisers' judgement, as swaying as a decision. */
  tags: false,
  /** Its scores in earlier rounds, and which rounds it was carried into: a verdict before the reviewer's own. */
  rounds: false,
};

/**
 * When a reviewer reads the others' scores of an application they review (the count, the means, the others' reviews),
 * by the round's `visibility.othersScores`, given whether their own review of it in that round is saved.
 * The staff's discussion is not scores: a reviewer joins it once their own review is saved, whatever the round says.
 */
const OTHERS_SCORES_SHOWN: Readonly<Record<OthersScores, (ownSaved: boolean) => boolean>> = {
  never: () => false,
  afterOwn: (ownSaved) => ownSaved,
  always: () => true,
};

/**
 * The feedback to founders and the committee summary: the reasons ticked in one's own review, those the other
 * reviewers ticked (and so the counts per reason), who leads the application, the committee summary, and whether
 * feedback was released to the founder.
 */
export type FeedbackKey = 'ownReasons' | 'othersReasons' | 'lead' | 'summary' | 'released';

/**
 * What a reviewer reads of it, given whether they lead the application. Their own ticks are theirs. The others'
 * ticks are verdicts, as swaying as scores, whatever the round shows of scores. The lead writes the summary, so reads
 * it and knows they lead; every other reviewer reads neither: the summary is the committee's conclusion, a decision
 * in all but name, and is for organisers. Whether feedback went out is part of a decision: never a reviewer's.
 */
const FEEDBACK_VISIBLE: Readonly<Record<FeedbackKey, (isLead: boolean) => boolean>> = {
  ownReasons: () => true,
  othersReasons: () => false,
  lead: (isLead) => isLead,
  summary: (isLead) => isLead,
  released: () => false,
};

/** Whether someone with `role` (leading the application or not) may read `key` of its feedback (organisers: all). */
export const maySeeFeedback = (role: Role, key: FeedbackKey, isLead = false): boolean =>
  role === 'ORGANISER' || FEEDBACK_VISIBLE[key](isLead);

/** Whether someone with `role` reads the others' scores in a round with `visibility` (organisers: always). */
export const maySeeOthersScores = (role: Role, visibility: RoundVisibility, ownSaved: boolean): boolean =>
  role === 'ORGANISER' || OTHERS_SCORES_SHOWN[visibility.othersScores](ownSaved);

/** Whether someone with `role` may read `key` of where an application stands (organisers: all of it). */
export const maySeeStanding = (role: Role, key: StandingKey): boolean => role === 'ORGANISER' || STANDING_VISIBLE[key];

/** `standing` reduced to what `role` may read of it: the one filter every output puts its status fields through. */
export function standingAsSeenBy<T extends Partial<Record<StandingKey, unknown>>>(role: Role, standing: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(standing).filter(([key]) => maySeeStanding(role, key as StandingKey)),
  ) as Partial<T>;
}

/** One piece of an application: an answer to the form, a startup profile field, or an applicant profile field. */
export type FieldRef =
  | { source: 'answer'; name: string }
  | { source: 'startup'; key: keyof StartUpInfo }
  | { source: 'applicant'; key: keyof User };

/** The form's side of the rule (ReviewerVisibility, deps.ts): its fields visible to reviewers, its file fields. */
export const visibilityFromForm = (form: FormDefinition): ReviewerVisibility => {
  const fields = form.sections.flatMap((s) => s.formFields);
  return {
    answers: new Set(fields.filter((f) => f.visibleToReviewers).map((f) => f.name)),
    fileAnswers: new Set(fields.filter((f) => f.fieldType === 'file').map((f) => f.name)),
  };
};

/**
 * Whether someone with `role` may read `field`. An answer whose field is no longer in the form (submissions keep
 * their snapshot) is hidden: only a field declared visible is ever sent to a reviewer.
 */
export function maySee(visibility: ReviewerVisibility, role: Role, field: FieldRef): boolean {
  if (role === 'ORGANISER') return true;
  switch (field.source) {
    case 'answer':
      return visibility.answers.has(field.name);
    case 'startup':
      return STARTUP_PROFILE_VISIBLE[field.key];
    case 'applicant':
      return false;
  }
}

/** The startup profile keys `role` may read, in the profile's order. */
export const visibleStartupKeys = (visibility: ReviewerVisibility, role: Role) =>
  (Object.keys(STARTUP_PROFILE_VISIBLE) as (keyof StartUpInfo)[]).filter((key) =>
    maySee(visibility, role, { source: 'startup', key }),
  );

/** File names reviewers see: the field's name, never the applicant's own file name. */
function blindFileName(fieldName: string, mimeType: string): string {
  const extension = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' }[mimeType] ?? '';
  return `${fieldName}${extension}`;
}

/** What a file answer says to a reviewer: the applicant's file name would tell who they are. */
const BLIND_FILE_ANSWER = REVIEWER_LABELS.blindFile;

interface SeenFile {
  id: string;
  fieldName: string;
  name: string;
  mimeType: string;
  size: number;
}

/** A stored file as `role` sees it: named by its field for reviewers, undefined when its field is hidden. */
export function seenFile(visibility: ReviewerVisibility, role: Role, file: StoredFile): SeenFile | undefined {
  if (!maySee(visibility, role, { source: 'answer', name: file.fieldName })) return undefined;
  return {
    id: file.id,
    fieldName: file.fieldName,
    name: role === 'ORGANISER' ? file.originalName : blindFileName(file.fieldName, file.mimeType),
    mimeType: file.mimeType,
    size: file.size,
  };
}

interface StoredFile {
  id: string;
  fieldName: string;
  originalName: string;
  mimeType: string;
  size: number;
}

/** An application as one viewer may read it. */
export interface SeenApplication {
  answers: SubmissionAnswer[];
  /** The startup profile fields `role` may read. */
  startup: Record<string, string>;
  /** Organisers only. */
  applicant?: User;
  files: SeenFile[];
}

/**
 * The one function every output of one application goes through (detail, export; the list and search ask `maySee`
 * for their SQL): answers, startup profile, applicant and files reduced to what `role` may read. Files of hidden
 * fields are dropped, the rest named by their field; a file answer holds the applicant's file name, so it is
 * replaced, for a field of the form's file type or one with a stored file.
 */
export function applicationAsSeenBy(
  visibility: ReviewerVisibility,
  role: Role,
  app: { answers: SubmissionAnswer[]; startup: StartupRow | null | undefined; user: UserRow; userRole?: Role },
  files: StoredFile[],
): SeenApplication {
  const see = (field: FieldRef) => maySee(visibility, role, field);
  const organiser = role === 'ORGANISER';
  const isFile = (name: string) => visibility.fileAnswers.has(name) || files.some((f) => f.fieldName === name);
  const startup = startupView(app.startup ?? undefined);
  return {
    answers: app.answers
      .filter((a) => see({ source: 'answer', name: a.name }))
      .map((a) => (!organiser && a.value && isFile(a.name) ? { ...a, value: BLIND_FILE_ANSWER } : a)),
    startup: Object.fromEntries(visibleStartupKeys(visibility, role).map((key) => [key, startup[key]])),
    ...(see({ source: 'applicant', key: 'name' }) ? { applicant: userView(app.user, app.userRole) } : {}),
    files: files.flatMap((f) => seenFile(visibility, role, f) ?? []),
  };
}

/** A co-founder invited by mobile, as stored; `name` is the profile's of an accepted one who has one. */
interface InvitedMember {
  mobile: string;
  role: string;
  status: string;
  name?: string | null;
}

/**
 * One member of the invited team as a viewer reads it: the role, and (organisers only) the number, the answer and,
 * once they accepted, their name.
 */
export interface SeenMember {
  role: string;
  mobile?: string;
  status?: 'pending' | 'accepted' | 'declined';
  name?: string;
}

/**
 * The co-founders invited by mobile as `role` may read them: organisers every invite with its number and answer, and
 * the name of each who accepted (a verified member: they signed in with the number) from their profile; reviewers
 * only the roles of those who accepted, never a name or number, which would name them.
 */
export function teamAsSeenBy(role: Role, invites: InvitedMember[]): SeenMember[] {
  if (role === 'ORGANISER')
    return invites.map((i) => ({
      role: i.role,
      mobile: i.mobile,
      status: i.status as SeenMember['status'],
      ...(i.status === 'accepted' && i.name ? { name: i.name } : {}),
    }));
  return invites.filter((i) => i.status === 'accepted').map((i) => ({ role: i.role }));
}
