/** The workspace's calls to the rights desk (/api/organiser/privacy-requests). Types only: no zod ships. */
import type { MessageResponse } from './api-client.ts';
import { JSON_HEADERS, answerOrNull, bearer, read } from './api-client.ts';
import type { PrivacyRequestState } from '../shared/privacy/request-labels.ts';
import type { OrganiserPrivacyRequest } from '../shared/privacy/request-schemas.ts';

export const getPrivacyRequests = (token: string) =>
  read<{ requests: OrganiserPrivacyRequest[] }>('/api/organiser/privacy-requests', token);

export const changePrivacyRequest = (token: string, id: number, body: { state: PrivacyRequestState; note: string }) =>
  answerOrNull<MessageResponse>(`/api/organiser/privacy-requests/${id}`, {
    method: 'PATCH',
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify(body),
  });
