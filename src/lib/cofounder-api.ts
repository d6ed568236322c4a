/**
 * The browser's calls for co-founder invites: the applicant's list, invite, remove and resend on /application, and
 * the invited co-founder's read and answer on /invite. Each hands back the server's answer, or null when none came.
 */
import type { CofounderList, InviteView } from '../shared/cofounder-schemas.ts';
import { type ApiAnswer, type MessageResponse, JSON_HEADERS, answerOrNull, bearer } from './api-client.ts';

const auth = (token: string) => ({ Accept: 'application/json', ...bearer(token) });
const path = (mobile: string) => `/api/cofounders/${encodeURIComponent(mobile)}`;
const invitePath = (inviteToken: string) => `/api/invites/${encodeURIComponent(inviteToken)}`;

/** GET /api/cofounders. */
export const listCofounders = (token: string): Promise<ApiAnswer<CofounderList> | null> =>
  answerOrNull('/api/cofounders', { headers: auth(token) });

/** POST /api/cofounders {mobile, role}; 201 when invited. */
export const inviteCofounder = (
  token: string,
  mobile: string,
  role: string,
): Promise<ApiAnswer<MessageResponse> | null> =>
  answerOrNull(
    '/api/cofounders',
    { method: 'POST', headers: { ...JSON_HEADERS, ...bearer(token) }, body: JSON.stringify({ mobile, role }) },
    201,
  );

/** DELETE /api/cofounders/:mobile. */
export const removeCofounder = (token: string, mobile: string): Promise<ApiAnswer<MessageResponse> | null> =>
  answerOrNull(path(mobile), { method: 'DELETE', headers: auth(token) });

/** POST /api/cofounders/:mobile/resend. */
export const resendCofounder = (token: string, mobile: string): Promise<ApiAnswer<MessageResponse> | null> =>
  answerOrNull(`${path(mobile)}/resend`, { method: 'POST', headers: auth(token) });

/** GET /api/invites/:token, as the invited co-founder. */
export const readInvite = (token: string, inviteToken: string): Promise<ApiAnswer<InviteView> | null> =>
  answerOrNull(invitePath(inviteToken), { headers: auth(token) });

/** POST /api/invites/:token/accept or /decline. */
export const answerInvite = (
  token: string,
  inviteToken: string,
  answer: 'accept' | 'decline' | 'stop',
): Promise<ApiAnswer<MessageResponse> | null> =>
  answerOrNull(`${invitePath(inviteToken)}/${answer}`, { method: 'POST', headers: auth(token) });
