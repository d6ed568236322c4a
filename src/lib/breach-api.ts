/** The workspace's calls to the breach kit (/api/organiser/breach-notices). Types only: no zod ships. */
import type { BreachAudience, BreachNoticeBody, BreachNoticeView } from '../shared/privacy/breach-schemas.ts';
import { type ApiAnswer, type MessageResponse, JSON_HEADERS, answerOrNull, bearer, read } from './api-client.ts';

export const getBreachNotices = (token: string) =>
  read<{ notices: BreachNoticeView[] }>('/api/organiser/breach-notices', token);

export const previewBreachNotice = (token: string, body: { reference?: string; audience: BreachAudience }) =>
  answerOrNull<{ people: number; alreadyTold: number }>('/api/organiser/breach-notices/preview', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify(body),
  });

/** 201 when people were told now, 200 when everyone chosen already was: both are successes. */
export const sendBreachNotice = async (token: string, body: BreachNoticeBody) => {
  const answer = await answerOrNull<MessageResponse>(
    '/api/organiser/breach-notices',
    { method: 'POST', headers: { ...JSON_HEADERS, ...bearer(token) }, body: JSON.stringify(body) },
    201,
  );
  if (answer && !answer.ok && answer.status === 200) {
    return { ok: true, status: 200, data: { message: answer.data.message ?? '' } } satisfies ApiAnswer<MessageResponse>;
  }
  return answer;
};
