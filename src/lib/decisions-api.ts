/**
 * The calls of the decisions, audit and message-template editors: pending decisions, their preview and
 * release, the audit log and the decisions' SMS wordings. Types only from the zod schemas, so no validation code ships.
 */
import type { AuditPage, AuditQuery } from '../shared/audit-schemas.ts';
import type { DecisionPreview, MatchingIds, ReleaseRequest } from '../shared/decision-schemas.ts';
import type { ChosenWordings } from '../shared/decision-wordings.ts';
import type { DecisionWordings } from '../shared/template-schemas.ts';
import { type MessageResponse, answerOrNull, read } from './api-client.ts';

/** What a release answers: the message, and the current counts when it was refused. */
export interface ReleaseAnswer extends MessageResponse {
  counts?: DecisionPreview['counts'];
}

const send = <T = MessageResponse>(method: 'POST' | 'DELETE', path: string, token: string, body?: unknown) =>
  answerOrNull<T>(path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export const getDecisionPreview = (token: string) => read<DecisionPreview>('/api/organiser/decisions/preview', token);

export const setDecisions = (token: string, body: { ids: string[]; status: string; note: string }) =>
  send('POST', '/api/organiser/decisions', token, body);

export const clearDecision = (token: string, id: string) =>
  send('DELETE', `/api/organiser/decisions/${encodeURIComponent(id)}`, token);

/** Releases what the organiser previewed: its counts and its digest (the same decisions, not only as many). */
export const releaseDecisions = (token: string, seen: ReleaseRequest) =>
  send<ReleaseAnswer>('POST', '/api/organiser/decisions/release', token, seen);

export function getAuditPage(token: string, query: Partial<AuditQuery>): Promise<AuditPage> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, String(v));
  return read<AuditPage>(`/api/organiser/audit?${params}`, token);
}

export const getWordings = (token: string) => read<DecisionWordings>('/api/organiser/templates', token);

export const saveWordings = (token: string, wordings: Partial<ChosenWordings>) =>
  answerOrNull<MessageResponse>('/api/organiser/templates', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ wordings }),
  });

/** Every application matching the list's filters: the count, and the ids when one decision may name them all. */
export function getMatchingIds(
  token: string,
  filter: { q?: string; status?: string; stage?: string; tag?: string; round?: number },
) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) params.set(k, String(v));
  return read<MatchingIds>(`/api/organiser/decisions/matching?${params}`, token);
}
