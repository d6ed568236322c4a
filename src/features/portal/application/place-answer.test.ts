import { describe, expect, it } from 'vitest';
import type { ApiAnswer, MessageResponse } from '../../../lib/api-client.ts';
import { PLACE_MESSAGES } from '../../../shared/messages/places.ts';
import type { ApplicantStatus } from '../../../shared/organiser-schemas.ts';
import { type PlaceAnswerEffects, createPlaceAnswer } from './place-answer.ts';

const confirmed: ApplicantStatus = {
  status: 'ACCEPTED',
  submittedAt: '2026-03-01T10:00:00.000Z',
  history: [],
  unseenDecision: false,
  confirmation: { state: 'CONFIRMED', confirmBy: '2026-03-04T10:00:00.000Z', answeredAt: '2026-03-02T10:00:00.000Z' },
  outcome: null,
};

function setUp(reply: ApiAnswer<MessageResponse> | null, signedIn = true) {
  const record = { sent: [] as boolean[], toasts: [] as [string, string][], ended: [] as (string | undefined)[] };
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const effects: PlaceAnswerEffects = {
    token: () => (signedIn ? 'token' : undefined),
    confirmPlace: async (_token, attending) => {
      record.sent.push(attending);
      await held;
      return reply;
    },
    readStatus: async () => confirmed,
    toast: (message, kind) => record.toasts.push([message, kind]),
    endSession: (reason) => void record.ended.push(reason),
  };
  return { flow: createPlaceAnswer(effects), record, release };
}

describe('answering a place', () => {
  it('sends one answer at a time, toasts the server’s message and hands back the place read afresh', async () => {
    const { flow, record, release } = setUp({ ok: true, status: 200, data: { message: PLACE_MESSAGES.confirmed } });
    const first = flow.answer(true);
    expect(flow.$sending.get()).toBe(true);
    expect(await flow.answer(true)).toBeUndefined();
    release();
    expect(await first).toEqual(confirmed);
    expect(record.sent).toEqual([true]);
    expect(record.toasts).toEqual([[PLACE_MESSAGES.confirmed, 'success']]);
    expect(flow.$sending.get()).toBe(false);
  });

  it('toasts a refusal as an error and still reads the place again (answered elsewhere, too late)', async () => {
    const { flow, record, release } = setUp({
      ok: false,
      status: 403,
      data: { message: PLACE_MESSAGES.deadlinePassed },
    });
    release();
    expect(await flow.answer(false)).toEqual(confirmed);
    expect(record.toasts).toEqual([[PLACE_MESSAGES.deadlinePassed, 'error']]);
  });

  it('says so when no answer came, and ends a session the server refused', async () => {
    const silent = setUp(null);
    silent.release();
    expect(await silent.flow.answer(true)).toBeUndefined();
    expect(silent.record.toasts).toEqual([[PLACE_MESSAGES.answerFailed, 'error']]);

    const expired = setUp({ ok: false, status: 401, data: { message: 'Please sign in again' } });
    expired.release();
    expect(await expired.flow.answer(true)).toBeUndefined();
    expect(expired.record.ended).toEqual(['Please sign in again']);
    expect(expired.record.toasts).toEqual([]);

    const signedOut = setUp(null, false);
    expect(await signedOut.flow.answer(true)).toBeUndefined();
    expect(signedOut.record.ended).toEqual([undefined]);
    expect(signedOut.record.sent).toEqual([]);
  });
});
