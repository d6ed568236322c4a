/**
 * The organiser workspace's calls to /api/organiser/* and /api/application-window, through the
 * portal's request helpers. Shapes are the zod schemas' types only, so no validation code ships.
 * Reads throw ApiRequestError; writes hand back the answer, or null when none came.
 */
import type { Interest, InterestResponse } from '../shared/interest-schemas.ts';
import type { z } from 'zod';
import type {
  ApplicationWindowResponse,
  AutoAssignRequest,
  AutoAssignResult,
  ListQuerySchema,
  QueueNext,
  Stats,
  SubmissionDetail,
  SubmissionListSchema,
  WindowSettings,
} from '../shared/organiser-schemas.ts';
import { type ApiErrorBody, ApiRequestError, type MessageResponse, answerOrNull, read } from './api-client.ts';

/** The list's query as the page holds it (the schema coerces page and round numbers from the address's text). */
export type ListQuery = Omit<z.input<typeof ListQuerySchema>, 'page' | 'pageSize' | 'round'> & {
  page?: number;
  pageSize?: number;
  round?: number;
};
export type SubmissionList = z.infer<typeof SubmissionListSchema>;

const writeJson = <T = MessageResponse>(
  method: 'PUT' | 'POST',
  path: string,
  token: string,
  body: unknown,
  successStatus = 200,
) =>
  answerOrNull<T>(
    path,
    {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    },
    successStatus,
  );

/** An error answer as the reads throw it: its status, and the server's message when it sent one. */
const refusal = async (res: Response) =>
  new ApiRequestError(res.status, ((await res.json().catch(() => null)) as ApiErrorBody | null) ?? {});

export function listSubmissions(token: string, query: ListQuery): Promise<SubmissionList> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, String(v));
  return read<SubmissionList>(`/api/organiser/submissions?${params}`, token);
}

export const getSubmission = (token: string, id: string) =>
  read<SubmissionDetail>(`/api/organiser/submissions/${encodeURIComponent(id)}`, token);

/** The file's bytes as a Blob (an <iframe> cannot send the bearer token itself); an error answer throws ApiRequestError. */
export async function getSubmissionFile(token: string, id: string, fileId: string): Promise<Blob> {
  const res = await fetch(`/api/organiser/submissions/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw await refusal(res);
  return res.blob();
}

export const saveReview = (
  token: string,
  id: string,
  body: { scores: Record<string, number>; comment: string; reasons: number[] },
) => writeJson('PUT', `/api/organiser/submissions/${encodeURIComponent(id)}/review`, token, body);

export const setStatus = (token: string, id: string, body: { status: string; note: string }) =>
  writeJson('POST', `/api/organiser/submissions/${encodeURIComponent(id)}/status`, token, body);

/** Queues a status SMS whose outcome is unknown to be sent again. */
export const resendStatusSms = (token: string, changeId: number) =>
  writeJson('POST', `/api/organiser/notifications/${changeId}/resend`, token, {});

/** Gives every application its reviewers (organisers). */
export const autoAssign = (token: string, body: AutoAssignRequest) =>
  writeJson<AutoAssignResult>('POST', '/api/organiser/assignments/auto', token, body);

/** The caller's next application to review and their progress. */
export const getQueueNext = (token: string) => read<QueueNext>('/api/organiser/queue/next', token);

/** Assigns the reviewer `mobile` to the application by hand (organisers). */
export const assignReviewer = (token: string, id: string, mobile: string) =>
  writeJson('PUT', assigneePath(id, mobile), token, {});

/** Takes the reviewer `mobile` off the application (organisers); automatic assignment will not give it back. */
export const unassignReviewer = (token: string, id: string, mobile: string) =>
  answerOrNull<MessageResponse>(assigneePath(id, mobile), {
    method: 'DELETE',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });

const assigneePath = (id: string, mobile: string) =>
  `/api/organiser/submissions/${encodeURIComponent(id)}/assignees/${encodeURIComponent(mobile)}`;

export const declareConflict = (token: string, id: string, reason: string) =>
  writeJson('POST', `/api/organiser/submissions/${encodeURIComponent(id)}/conflict`, token, { reason });

/** Marks the caller's interest in reviewing application `id` (reviewers), or with null takes it back. */
export const markInterest = (token: string, id: string, interest: Interest | null) =>
  writeJson<InterestResponse>('PUT', `/api/organiser/submissions/${encodeURIComponent(id)}/interest`, token, {
    interest,
  });

/** Marks the application a duplicate of `of`: it is withdrawn with the note and its applicant told. */
export const markDuplicate = (token: string, id: string, body: { id: string; note: string }) =>
  writeJson('POST', `/api/organiser/submissions/${encodeURIComponent(id)}/duplicate-of`, token, body);

export const postComment = (token: string, id: string, text: string) =>
  writeJson('POST', `/api/organiser/submissions/${encodeURIComponent(id)}/comments`, token, { text }, 201);

export const getStats = (token: string) => read<Stats>('/api/organiser/stats', token);

export const getSettings = (token: string) => read<Partial<WindowSettings>>('/api/organiser/settings', token);

export const saveSettings = (token: string, body: WindowSettings) =>
  writeJson('PUT', '/api/organiser/settings', token, body);

/** Downloads the export with the session (a plain link could not send the bearer token); an error answer throws ApiRequestError. */
export async function downloadExport(token: string, format: 'csv' | 'json'): Promise<void> {
  const res = await fetch(`/api/organiser/export?format=${format}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw await refusal(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `applications.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Public: whether applications are open now. */
export async function getApplicationWindow(): Promise<ApplicationWindowResponse> {
  const res = await fetch('/api/application-window', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`Window unavailable (${res.status})`);
  return (await res.json()) as ApplicationWindowResponse;
}
