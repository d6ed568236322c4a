import { atom } from 'nanostores';
import {
  assignReviewer,
  declareConflict,
  markDuplicate,
  getSubmission,
  getSubmissionFile,
  postComment,
  resendStatusSms,
  saveReview,
  setStatus,
  unassignReviewer,
} from '../lib/organiser-api.ts';
import type { SubmissionDetail } from '../shared/organiser-schemas.ts';
import { $token } from './auth.ts';
import { createApplicationView } from './organiser-application-view.ts';
import { browserSession } from './organiser-read-effects.ts';
import { sendWrite } from './organiser-send.ts';

const view = createApplicationView({ ...browserSession, getSubmission });
export const $application = view.$application;
/** Opens an application: the writes below and the file viewer act on the one open. */
export const loadApplication = view.load;
type StoredFile = SubmissionDetail['submission']['files'][number];

/**
 * The file being shown: an object URL for images and downloads, for a PDF also a data: URL for the in-page
 * frame; `link` is the file's own (signed) address for "Open the deck in a new tab"; or an error to show.
 */
export const $deck = atom<{ url: string; frameUrl: string; link: string; mimeType: string; error: string } | null>(
  null,
);

/** The only types a file is ever shown as; anything else is handed over as bytes, never rendered. */
const SHOWN_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** The file as a data: URL: a frame showing it has an opaque origin, so the deck can never reach this page. */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });

/** Loads a file of the open application for the viewer (PDF or image). */
export async function openFile(file: StoredFile): Promise<void> {
  const token = $token.get();
  if (!token) return;
  const previous = $deck.get();
  if (previous?.url) URL.revokeObjectURL(previous.url);
  try {
    // Typed from the list, never from the response: the bytes can only ever be shown as a PDF or an image.
    const type = SHOWN_TYPES.has(file.mimeType) ? file.mimeType : 'application/octet-stream';
    const blob = new Blob([await getSubmissionFile(token, view.openId(), file.id)], { type });
    const frameUrl = type === 'application/pdf' ? await dataUrlOf(blob) : '';
    $deck.set({ url: URL.createObjectURL(blob), frameUrl, link: file.url, mimeType: type, error: '' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    $deck.set({ url: '', frameUrl: '', link: '', mimeType: file.mimeType, error: message });
  }
}

/** After a write: the application again, so scores, history and the SMS state show what the server now holds. */
const reloadHere = () => loadApplication(view.openId());

/**
 * Saves the caller's review, then shows it (the application again), or, in the queue, runs `next` (the next
 * application) instead: within the write, so the button stays busy until the next one is there.
 */
export const submitReview = (scores: Record<string, number>, comment: string, next?: () => Promise<void>) =>
  sendWrite((token) => saveReview(token, view.openId(), { scores, comment }), next ?? reloadHere);

/** Declares a conflict of interest on the open application: it is no longer the caller's to see. */
export const declareConflictHere = (reason: string) =>
  sendWrite((token) => declareConflict(token, view.openId(), reason));

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
