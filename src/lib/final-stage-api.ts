/**
 * The organiser's calls about the live final's stage: the stage as it stands, a pitch opened or closed, its score
 * shown on or hidden from the big screen, the ranking shown or hidden. Types only.
 */
import type { FinalActionResponse, OrganiserFinal } from '../shared/final-schemas.ts';
import { JSON_HEADERS, answerOrNull, bearer, read } from './api-client.ts';

export const getStage = (token: string) => read<OrganiserFinal>('/api/organiser/final', token);

const send = (token: string, path: string, method: 'POST' | 'PUT', body: unknown) =>
  answerOrNull<FinalActionResponse>(path, {
    method,
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify(body),
  });

const pitch = (id: string) => `/api/organiser/final/pitches/${encodeURIComponent(id)}`;

/** Puts the pitch on stage (the one on stage closes). */
export const openPitch = (token: string, id: string) => send(token, `${pitch(id)}/open`, 'POST', {});

export const closePitch = (token: string, id: string) => send(token, `${pitch(id)}/close`, 'POST', {});

export const revealPitch = (token: string, id: string, revealed: boolean) =>
  send(token, `${pitch(id)}/reveal`, 'PUT', { revealed });

export const showRanking = (token: string, revealed: boolean) =>
  send(token, '/api/organiser/final/ranking', 'PUT', { revealed });
