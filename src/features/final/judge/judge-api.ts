/**
 * The judge's calls: what is on stage (GET /api/final/judge) and a score (PUT /api/final/scores/:id). Each hands back
 * the server's answer whatever its status, or null when none came. Types only from the shared schemas: no zod here.
 */
import { type ApiAnswer, JSON_HEADERS, answerOrNull, bearer } from '../../../lib/api-client.ts';
import type { FinalScoreResponse, JudgeView } from '../../../shared/final-schemas.ts';
import type { Scores } from './outbox.ts';

/** GET /api/final/judge. `cache: 'no-store'`: a stale answer from the phone's cache would show the wrong pitch. */
export const readJudgeView = (token: string): Promise<ApiAnswer<JudgeView> | null> =>
  answerOrNull('/api/final/judge', { cache: 'no-store', headers: { Accept: 'application/json', ...bearer(token) } });

/** PUT /api/final/scores/:id: 201 stored; 200 (not `ok` here) already stored, counted once (sender.ts reads both). */
export const sendFinalScore = (
  token: string,
  pitchId: string,
  scores: Scores,
): Promise<ApiAnswer<FinalScoreResponse> | null> =>
  answerOrNull(
    `/api/final/scores/${encodeURIComponent(pitchId)}`,
    { method: 'PUT', headers: { ...JSON_HEADERS, ...bearer(token) }, body: JSON.stringify({ scores }) },
    201,
  );
