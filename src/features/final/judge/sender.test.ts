import { describe, expect, it } from 'vitest';
import { outboxKey, readOutbox, updateEntry, type Scores } from './outbox.ts';
import { createSender, sendOutcome } from './sender.ts';
import { answer, fakeStorage } from './test-support.ts';

const MOBILE = '9000000001';
const KEY = outboxKey(MOBILE, 7);

function setUp(replies: Array<number | null>) {
  const storage = fakeStorage();
  const sent: string[] = [];
  const events: string[] = [];
  const sender = createSender({
    storage,
    mobile: () => MOBILE,
    send: async (pitchId: string, scores: Scores) => {
      sent.push(`${pitchId} ${JSON.stringify(scores)}`);
      const status = replies.shift();
      if (status === null || status === undefined) return null;
      return answer(status, { message: `answer ${status}` });
    },
    onSend: (_key, pitchId, outcome) => events.push(`${pitchId} ${outcome?.kind ?? 'start'}`),
  });
  const keep = (pitchId: string, scores: Scores) =>
    updateEntry(storage, KEY, pitchId, () => ({ scores, state: 'pending' }));
  return { storage, sender, sent, events, keep };
}

describe('reading a score’s answer', () => {
  it.each([
    [201, 'sent'],
    [200, 'sent'],
    [401, 'signedOut'],
    [429, 'later'],
    [503, 'later'],
    [408, 'later'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
  ])('%i is %s', (status, kind) => {
    expect(sendOutcome(answer(status, { message: 'm' })).kind).toBe(kind);
  });

  it('no answer at all is offline; a refusal without a message names its status', () => {
    expect(sendOutcome(null)).toEqual({ kind: 'offline' });
    expect(sendOutcome(answer(409, {}))).toEqual({ kind: 'refused', message: 'Request failed with status 409' });
  });
});

describe('sending the scores kept on the phone', () => {
  it('sends each pending score once and marks it sent, 201 or 200 (already stored: counted once)', async () => {
    const { storage, sender, sent, keep } = setUp([201, 200]);
    keep('11', { delivery: 4 });
    keep('12', { delivery: 2 });
    await sender.flush();
    expect(sent).toEqual(['11 {"delivery":4}', '12 {"delivery":2}']);
    expect(readOutbox(storage, KEY)).toMatchObject({
      11: { state: 'sent', message: 'answer 201' },
      12: { state: 'sent', message: 'answer 200' },
    });
    await sender.flush();
    expect(sent).toHaveLength(2);
  });

  it('keeps a score whose answer never came, stops the pass there, and sends it again next time', async () => {
    const { storage, sender, sent, keep, events } = setUp([null, 200, 201]);
    keep('11', { delivery: 4 });
    keep('12', { delivery: 2 });
    expect(await sender.flush()).toEqual({ kind: 'offline' });
    expect(sent).toHaveLength(1);
    expect(readOutbox(storage, KEY)['11']?.state).toBe('pending');
    expect(events).toEqual(['11 start', '11 offline']);
    await sender.flush();
    expect(sent).toEqual(['11 {"delivery":4}', '11 {"delivery":4}', '12 {"delivery":2}']);
    expect(readOutbox(storage, KEY)['11']?.state).toBe('sent');
  });

  it('keeps scores on a 401 until the judge signs in again, and on a busy server', async () => {
    const { storage, sender, keep } = setUp([401, 503, 201]);
    keep('11', { delivery: 4 });
    expect(await sender.flush()).toEqual({ kind: 'signedOut' });
    expect(await sender.flush()).toEqual({ kind: 'later' });
    expect(readOutbox(storage, KEY)['11']?.state).toBe('pending');
    await sender.flush();
    expect(readOutbox(storage, KEY)['11']?.state).toBe('sent');
  });

  it('stops sending a score the server refuses for good, keeping its message', async () => {
    const { storage, sender, sent, keep } = setUp([409]);
    keep('11', { delivery: 4 });
    await sender.flush();
    await sender.flush();
    expect(sent).toHaveLength(1);
    expect(readOutbox(storage, KEY)['11']).toEqual({
      scores: { delivery: 4 },
      state: 'refused',
      message: 'answer 409',
    });
  });

  it('runs one pass at a time: a score given mid-pass goes in a second pass, none sent twice', async () => {
    const { sender, sent, keep } = setUp([201, 201]);
    keep('11', { delivery: 4 });
    const first = sender.flush();
    keep('12', { delivery: 3 });
    const second = sender.flush();
    await Promise.all([first, second]);
    expect(sent).toEqual(['11 {"delivery":4}', '12 {"delivery":3}']);
    expect(sender.busy()).toBe(false);
  });

  it('sends nothing without a signed-in judge, and only that judge’s scores', async () => {
    const { storage, sent } = setUp([]);
    updateEntry(storage, outboxKey('9000000002', 7), '11', () => ({ scores: { delivery: 1 }, state: 'pending' }));
    const sender = createSender({
      storage,
      mobile: () => undefined,
      send: async () => answer(201, {}),
      onSend: () => {},
    });
    expect(await sender.flush()).toBeUndefined();
    expect(sent).toEqual([]);
    const { sender: mine, sent: mineSent } = setUp([]);
    await mine.flush();
    expect(mineSent).toEqual([]);
  });
});
