/**
 * The browser's calls for what an applicant does beyond submitting: withdraw or change the application, and
 * the draft kept in the account. Apart from src/lib/api-client.ts so only /application loads them. Each hands
 * back the server's answer, or null when none came, and never throws.
 */
import type { z } from 'zod';
import type {
  ApplicantSubmission,
  ApplicationDraft,
  DraftRevision,
  SubmissionEditResponseSchema,
} from '../shared/api-types.ts';
import { type ApiAnswer, type MessageResponse, JSON_HEADERS, answerOrNull, bearer } from './api-client.ts';

export type SubmissionEditResponse = z.infer<typeof SubmissionEditResponseSchema>;

/** POST /api/submission/withdraw: the applicant takes their application back. Never throws; null when no answer came. */
export function withdrawSubmission(token: string): Promise<ApiAnswer<MessageResponse> | null> {
  return answerOrNull('/api/submission/withdraw', {
    method: 'POST',
    headers: { Accept: 'application/json', ...bearer(token) },
  });
}

/** GET /api/submission: the applicant's live application and whether it may still change. Never throws. */
export function getSubmission(token: string): Promise<ApiAnswer<ApplicantSubmission> | null> {
  return answerOrNull('/api/submission', { headers: { Accept: 'application/json', ...bearer(token) } });
}

/** PUT /api/submission, multipart like a submission: the applicant's edit. Never throws. */
export function editSubmission(token: string, body: FormData): Promise<ApiAnswer<SubmissionEditResponse> | null> {
  return answerOrNull('/api/submission', { method: 'PUT', headers: bearer(token), body });
}

/** GET /api/application-draft: the draft kept in the account. Never throws. */
export function getApplicationDraft(token: string): Promise<ApiAnswer<ApplicationDraft> | null> {
  return answerOrNull('/api/application-draft', { headers: { Accept: 'application/json', ...bearer(token) } });
}

/** What PUT /api/application-draft answers: the new revision, or (409) the newer draft that refused the save. */
interface DraftSaveAnswer extends MessageResponse {
  revision?: number;
  draft?: DraftRevision;
}

/**
 * PUT /api/application-draft: the answers as they stand, made from `baseRevision` of the account's draft (omitted when
 * it could not be read). `keepalive` lets a save finish as the page closes.
 */
export function saveApplicationDraft(
  token: string,
  answers: Record<string, string>,
  baseRevision: number | undefined,
): Promise<ApiAnswer<DraftSaveAnswer> | null> {
  return answerOrNull('/api/application-draft', {
    method: 'PUT',
    keepalive: true,
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify({ answers, baseRevision }),
  });
}

/** PUT or DELETE /api/application-draft/files/:fieldName: a draft's file, saved (multipart) or removed. */
export function saveDraftFile(token: string, fieldName: string, file: File | null) {
  const path = `/api/application-draft/files/${encodeURIComponent(fieldName)}`;
  if (!file) return answerOrNull<MessageResponse>(path, { method: 'DELETE', headers: bearer(token) });
  const body = new FormData();
  body.append(fieldName, file, file.name);
  return answerOrNull<MessageResponse>(path, { method: 'PUT', headers: bearer(token), body });
}

/** POST /api/application/confirm: an accepted applicant confirms or declines their place. Never throws. */
export function confirmPlace(token: string, attending: boolean): Promise<ApiAnswer<MessageResponse> | null> {
  return answerOrNull('/api/application/confirm', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify({ attending }),
  });
}
