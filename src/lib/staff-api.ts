/**
 * The workspace's calls about its organisers and reviewers: the list, an invitation, a removal, and "Remind everyone
 * behind". Types only.
 */
import type { StaffInvite, StaffList, StaffReminded, StaffSaved } from '../shared/staff-schemas.ts';
import { type ApiAnswer, JSON_HEADERS, type MessageResponse, answerOrNull, bearer, read } from './api-client.ts';

export const getStaff = (token: string) => read<StaffList>('/api/organiser/staff', token);

/** Answers 201 for someone new and 200 for a change: both are a success. */
export async function inviteStaff(token: string, invite: StaffInvite): Promise<ApiAnswer<StaffSaved> | null> {
  const answer = await answerOrNull<StaffSaved>(
    '/api/organiser/staff',
    { method: 'POST', headers: { ...JSON_HEADERS, ...bearer(token) }, body: JSON.stringify(invite) },
    201,
  );
  return answer && !answer.ok && answer.status === 200
    ? { ok: true, status: 200, data: answer.data as unknown as StaffSaved }
    : answer;
}

export const removeStaff = (token: string, mobile: string) =>
  answerOrNull<MessageResponse>(`/api/organiser/staff/${encodeURIComponent(mobile)}`, {
    method: 'DELETE',
    headers: { Accept: 'application/json', ...bearer(token) },
  });

export const remindStaff = (token: string) =>
  answerOrNull<StaffReminded>('/api/organiser/staff/remind', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: '{}',
  });
