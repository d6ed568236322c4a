/**
 * The workspace's calls about review rounds: the list, a new one, one edited, opened or closed, applications carried
 * into one. Types only.
 */
import type { RoundCreate, RoundList, RoundUpdate } from '../shared/round-schemas.ts';
import { JSON_HEADERS, type MessageResponse, answerOrNull, bearer, read } from './api-client.ts';

export const getRounds = (token: string) => read<RoundList>('/api/organiser/rounds', token);

const send = (token: string, path: string, method: string, body: unknown, successStatus = 200) =>
  answerOrNull<MessageResponse>(
    path,
    { method, headers: { ...JSON_HEADERS, ...bearer(token) }, body: JSON.stringify(body) },
    successStatus,
  );

export const createRound = (token: string, round: RoundCreate) =>
  send(token, '/api/organiser/rounds', 'POST', round, 201);

export const updateRound = (token: string, id: number, change: RoundUpdate) =>
  send(token, `/api/organiser/rounds/${id}`, 'PUT', change);

export const openOrCloseRound = (token: string, id: number, action: 'open' | 'close') =>
  send(token, `/api/organiser/rounds/${id}/${action}`, 'POST', {});

export const advanceIntoRound = (token: string, id: number, ids: string[]) =>
  send(token, `/api/organiser/rounds/${id}/advance`, 'POST', { ids });
