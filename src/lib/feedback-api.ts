/**
 * The workspace's calls for feedback to founders: the list of reasons (settings), the lead reviewer and the committee
 * summary of one application. Types only from the zod schemas, so no validation code ships.
 */
import type { FeedbackReason, Summary } from '../shared/feedback-schemas.ts';
import { type MessageResponse, answerOrNull, read } from './api-client.ts';

const put = <T = MessageResponse>(path: string, token: string, body: unknown) =>
  answerOrNull<T>(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

type ReasonsResponse = { reasons: FeedbackReason[] };

export const getFeedbackReasons = (token: string) => read<ReasonsResponse>('/api/organiser/feedback-reasons', token);

/** Saves the whole list in its order: a reason with an id keeps it, one without is new, one left out is deleted. */
export const saveFeedbackReasons = (token: string, reasons: { id?: number; label: string }[]) =>
  put<ReasonsResponse & MessageResponse>('/api/organiser/feedback-reasons', token, { reasons });

export const setLead = (token: string, id: string, mobile: string | null) =>
  put(`/api/organiser/submissions/${encodeURIComponent(id)}/lead`, token, { mobile });

/** Saves the committee summary over `revision`; a 409 carries the summary saved meanwhile. */
export const saveSummary = (token: string, id: string, body: { text: string; revision: number }) =>
  put<{ summary: Summary } & MessageResponse>(
    `/api/organiser/submissions/${encodeURIComponent(id)}/summary`,
    token,
    body,
  );
