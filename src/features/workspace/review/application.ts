import {
  assignReviewer,
  declareConflict,
  markDuplicate,
  markInterest,
  getSubmission,
  getSubmissionFile,
  postComment,
  resendStatusSms,
  saveReview,
  setStatus,
  unassignReviewer,
} from '../../../lib/organiser-api.ts';
import { setApplicationTags } from '../../../lib/tags-api.ts';
import type { Tag } from '../../../shared/tag-schemas.ts';
import type { Interest } from '../../../shared/interest-schemas.ts';
import { createFileViewer } from './file-viewer.ts';
import type { TagSaveOutcome } from './tag-editor.ts';
import { createApplicationView } from './application-view.ts';
import { browserSession } from '../common/read-effects.ts';
import { resultOf, sendWrite } from '../common/send.ts';
import { saveSummary, setLead } from '../../../lib/feedback-api.ts';
import type { Summary } from '../../../shared/feedback-schemas.ts';
import { $token } from '../../../stores/auth.ts';

const view = createApplicationView({ ...browserSession, getSubmission });
export const $application = view.$application;
/** Opens an application: the writes below and the file viewer act on the one open. */
export const loadApplication = view.load;
const viewer = createFileViewer({
  ...browserSession,
  getFile: getSubmissionFile,
  openId: view.openId,
  objectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
  dataUrl: (blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    }),
});
/** The file shown in the page, and opening another (see file-viewer.ts). */
export const $deck = viewer.$deck;
export const openFile = viewer.open;

/** After a write: the application again, so scores, history and the SMS state show what the server now holds. */
const reloadHere = () => loadApplication(view.openId());

/**
 * Saves the caller's review with the feedback reasons it ticks, then shows it (the application again), or, in the queue, runs `next` (the next
 * application) instead: within the write, so the button stays busy until the next one is there.
 */
export const submitReview = (
  scores: Record<string, number>,
  comment: string,
  reasons: number[],
  next?: () => Promise<void>,
) => sendWrite((token) => saveReview(token, view.openId(), { scores, comment, reasons }), next ?? reloadHere);

/** Declares a conflict of interest on the open application: it is no longer the caller's to see. */
export const declareConflictHere = (reason: string) =>
  sendWrite((token) => declareConflict(token, view.openId(), reason));

/** Marks (or with null takes back) the reviewer's interest in reviewing the open application, then shows it again. */
export const markInterestHere = (interest: Interest | null) =>
  sendWrite((token) => markInterest(token, view.openId(), interest), reloadHere);

/** Names the lead reviewer of the open application (organisers; null: none), then shows it again. */
export const setLeadHere = (mobile: string | null) =>
  sendWrite((token) => setLead(token, view.openId(), mobile), reloadHere);

/**
 * Saves the committee summary (the lead) over the revision it was edited from. Refused because another tab saved
 * first, it answers that save too, so the form keeps its own text beside it; saved, the page shows it again.
 */
export const saveSummaryHere = async (text: string, revision: number) => {
  let current: Summary | undefined;
  const token = $token.get();
  const answer = token ? await saveSummary(token, view.openId(), { text, revision }) : null;
  if (answer && !answer.ok && answer.status === 409) current = (answer.data as { summary?: Summary }).summary;
  if (answer?.ok) await reloadHere();
  return { ...resultOf(answer), ...(current ? { current } : {}) };
};

/** Assigns a reviewer to the open application by hand (organisers), then shows it again. */
export const assignReviewerHere = (mobile: string) =>
  sendWrite((token) => assignReviewer(token, view.openId(), mobile), reloadHere);

/** Takes a reviewer off the open application (organisers), then shows it again. */
export const unassignReviewerHere = (mobile: string) =>
  sendWrite((token) => unassignReviewer(token, view.openId(), mobile), reloadHere);

export const addComment = (text: string) => sendWrite((token) => postComment(token, view.openId(), text), reloadHere);

export const changeStatus = (status: string, note: string) =>
  sendWrite((token) => setStatus(token, view.openId(), { status, note }), reloadHere);

/** Marks the open application a duplicate of `of` (organisers): withdrawn, linked, the applicant told. */
export const markDuplicateHere = (of: string, note: string) =>
  sendWrite((token) => markDuplicate(token, view.openId(), { id: of, note }), reloadHere);

/** "Send again" on a status SMS the gateway never answered for. */
export const resendSms = (changeId: number) => sendWrite((token) => resendStatusSms(token, changeId), reloadHere);

/** Sets the tags of the open application (organisers); answers the tags the server now holds. */
export const saveTagsHere = async (tags: Tag[]): Promise<TagSaveOutcome> => {
  let saved: Tag[] | undefined;
  const result = await sendWrite(
    (token) => setApplicationTags(token, view.openId(), tags),
    (data) => void (saved = data.tags),
  );
  return { ...result, ...(saved ? { tags: saved } : {}) };
};
