/**
 * The browser's calls to the API (docs/spec.md §7): same origin (empty base address), no timeout.
 * Shapes come from the zod schemas in src/shared as types only, so no validation code ships at load.
 *
 * Failure style follows the spec: send-OTP, verify-OTP, save-profile and create-submission hand back
 * the server's answer whatever its status, or null when no answer came (network failure), and never
 * throw. Reads (user details, form definition) throw an ApiRequestError instead.
 */
import type { z } from 'zod';
import type {
  ApiErrorBodySchema,
  FormField,
  FormFieldListResponseSchema,
  FormSection,
  FormSectionListResponseSchema,
  MessageResponseSchema,
  SaveProfileResponseSchema,
  SendOtpResponseSchema,
  SubmissionResponseSchema,
  UserDetailsResponseSchema,
  VerifyOtpResponseSchema,
} from '../shared/api-types.ts';
import { requestFailed } from '../shared/messages/request-failed.ts';

/** What an error answer carries; a body that was not the API's own (a proxy's page) reads as {}. */
export type ApiErrorBody = Partial<z.infer<typeof ApiErrorBodySchema>>;

/** An answer from the server. `ok` means it has the call's success status (200, or 201 for a submission). */
export type ApiAnswer<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; data: ApiErrorBody; retryAfterSeconds?: number };

export type MessageResponse = z.infer<typeof MessageResponseSchema>;
export type SendOtpResponse = z.infer<typeof SendOtpResponseSchema>;
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;
export type UserDetailsResponse = z.infer<typeof UserDetailsResponseSchema>;
export type SaveProfileResponse = z.infer<typeof SaveProfileResponseSchema>;
export type SubmissionResponse = z.infer<typeof SubmissionResponseSchema>;

/** Thrown by the reading calls when the server answered with an error status. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly data: ApiErrorBody;
  constructor(status: number, data: ApiErrorBody) {
    super(data.message ?? requestFailed(status));
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = data;
  }
}

export const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A body that is not JSON (a proxy's HTML error page, an empty 502) reads as an empty object. */
async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return {};
  }
}

/** Seconds to wait before retrying, from Retry-After or the body's retryAfter. */
function retryAfterSeconds(response: Response, body: ApiErrorBody): number | undefined {
  const header = Number(response.headers.get('Retry-After'));
  if (Number.isFinite(header) && header > 0) return header;
  return typeof body.retryAfter === 'number' && body.retryAfter > 0 ? body.retryAfter : undefined;
}

async function toAnswer<T>(response: Response, successStatus: number): Promise<ApiAnswer<T>> {
  const body = await readBody(response);
  if (response.status === successStatus) return { ok: true, status: response.status, data: body as T };
  const data = (body && typeof body === 'object' ? body : {}) as ApiErrorBody;
  return { ok: false, status: response.status, data, retryAfterSeconds: retryAfterSeconds(response, data) };
}

/** Sends and hands back the answer, or null when the request never got one. */
export async function answerOrNull<T>(
  path: string,
  init: RequestInit,
  successStatus = 200,
): Promise<ApiAnswer<T> | null> {
  try {
    return await toAnswer<T>(await fetch(path, init), successStatus);
  } catch (error) {
    console.error(`[api] ${init.method ?? 'GET'} ${path} failed`, error);
    return null;
  }
}

/** GETs JSON or throws: ApiRequestError for an error status, the fetch error when there was no answer. */
export async function read<T>(path: string, token: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json', ...bearer(token) } });
  const body = await readBody(response);
  if (!response.ok) throw new ApiRequestError(response.status, (body ?? {}) as ApiErrorBody);
  return body as T;
}

/** POST /api/otp, with credentials (docs/spec.md §7); `altcha` is a solved challenge when the API asked for one. */
export function sendOtp(mobile: string, altcha?: string): Promise<ApiAnswer<SendOtpResponse> | null> {
  return answerOrNull('/api/otp', {
    method: 'POST',
    credentials: 'include',
    headers: JSON_HEADERS,
    body: JSON.stringify(altcha ? { mobile, altcha } : { mobile }),
  });
}

/**
 * POST /api/verify-otp, with credentials: the cookie the send set names this browser as the code's requester, whose
 * tries strangers' wrong guesses cannot use up (docs/api.md, "The owner of a flooded number").
 */
export function verifyOtp(mobile: string, otp: string): Promise<ApiAnswer<VerifyOtpResponse> | null> {
  return answerOrNull('/api/verify-otp', {
    method: 'POST',
    credentials: 'include',
    headers: JSON_HEADERS,
    body: JSON.stringify({ mobile, otp }),
  });
}

/** GET /api/user-details: the user and their startup. Rethrows every failure (docs/spec.md §7). */
export function getUserDetails(token: string): Promise<UserDetailsResponse> {
  return read<UserDetailsResponse>('/api/user-details', token);
}

/** POST /api/user-details: completes or updates the profile with the flattened payload. */
export function saveProfile(
  token: string,
  payload: Record<string, unknown>,
): Promise<ApiAnswer<SaveProfileResponse> | null> {
  return answerOrNull('/api/user-details', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify(payload),
  });
}

/** GET /api/formsection-list. */
export async function getFormSections(token: string): Promise<FormSection[]> {
  const { sections } = await read<z.infer<typeof FormSectionListResponseSchema>>('/api/formsection-list', token);
  return sections ?? [];
}

/** GET /api/formfield-list. */
export async function getFormFields(token: string): Promise<FormField[]> {
  const { formFields } = await read<z.infer<typeof FormFieldListResponseSchema>>('/api/formfield-list', token);
  return formFields ?? [];
}

/** POST /api/create-submission, multipart; success is 201. The browser sets the multipart boundary. */
export function createSubmission(token: string, body: FormData): Promise<ApiAnswer<SubmissionResponse> | null> {
  return answerOrNull('/api/create-submission', { method: 'POST', headers: bearer(token), body }, 201);
}

/**
 * POST /api/logout: ends this session on the server (with `all`, every session of the user).
 * `keepalive` lets it finish while the page navigates away. Never throws; null when no answer came.
 */
export function logout(token: string, { all = false } = {}): Promise<ApiAnswer<MessageResponse> | null> {
  return answerOrNull(all ? '/api/logout?all=1' : '/api/logout', {
    method: 'POST',
    keepalive: true,
    headers: { Accept: 'application/json', ...bearer(token) },
  });
}

/** POST /api/application-status/seen: the applicant has read their status. Never throws. */
export function markDecisionSeen(token: string): Promise<ApiAnswer<MessageResponse> | null> {
  return answerOrNull('/api/application-status/seen', {
    method: 'POST',
    keepalive: true,
    headers: { Accept: 'application/json', ...bearer(token) },
  });
}
