import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../../../lib/api-client.ts';
import type { JudgeView } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import { NO_ANSWER } from '../../../shared/messages/network.ts';
import { type JudgeEffects, createJudgePage } from './judge-page.ts';
import { judgeSections } from './judge-sections.ts';
import { outboxKey, readOutbox } from './outbox.ts';
import { FINAL_VIEW, answer, fakeStorage } from './test-support.ts';

type Reply = number | null;

/** The page over a fake server: `reads` and `sends` are the statuses it answers in turn (null: no answer). */
function setUp({
  reads = [200] as Reply[],
  sends = [] as Reply[],
  view = FINAL_VIEW,
  mobile = '9000000001',
  storage = fakeStorage(),
} = {}) {
  const calls: string[] = [];
  let online = true;
  const effects: JudgeEffects = {
    token: () => 'session',
    mobile: () => mobile,
    storage,
    isOnline: () => online,
    readView: async (): Promise<ApiAnswer<JudgeView> | null> => {
      calls.push('read');
      const status = reads.length > 1 ? reads.shift()! : reads[0]!;
      if (status === null) return null;
      return status === 200 ? answer(200, view) : answer(status, { message: `refused ${status}` } as never);
    },
    sendScore: async (_t, pitchId, scores) => {
      calls.push(`send ${pitchId} ${JSON.stringify(scores)}`);
      const status = sends.shift();
      if (status === null || status === undefined) return null;
      return answer(status, { message: status === 200 ? FINAL_MESSAGES.alreadyStored : 'Score sent' });
    },
  };
  const page = createJudgePage(effects);
  const cards = () => {
    const s = page.$state.get();
    const sections = judgeSections(s.view!, s.outbox, s.sending);
    return Object.fromEntries(
      [sections.onStage!, ...sections.toScore, ...sections.scored].map((c) => [c.id, c.status]),
    );
  };
  return { page, calls, storage, cards, goOffline: (value = true) => (online = !value) };
}

describe('the judge’s page', () => {
  it('reads the final, and sends a full score once, kept on the phone first', async () => {
    const { page, calls, storage, cards } = setUp({ sends: [201] });
    await page.refresh();
    expect(cards()).toEqual({ 11: 'toScore', 12: 'toScore' });
    page.choose('12', 'delivery', 4);
    page.choose('12', 'market', 2);
    await page.submit('12');
    expect(calls).toEqual(['read', 'send 12 {"delivery":4,"market":2}']);
    expect(cards()['12']).toBe('sent');
    expect(readOutbox(storage, outboxKey('9000000001', 7))['12']?.state).toBe('sent');
    await page.submit('12');
    expect(calls).toHaveLength(2);
  });

  it('asks for every criterion before sending anything', async () => {
    const { page, calls } = setUp();
    await page.refresh();
    page.choose('12', 'delivery', 4);
    await page.submit('12');
    expect(page.$state.get().notices['12']).toBe(FINAL_MESSAGES.judgeChooseEvery);
    expect(calls).toEqual(['read']);
    page.choose('12', 'market', 1);
    expect(page.$state.get().notices['12']).toBeUndefined();
  });

  it('offline: keeps the score on the phone, says so, and sends it when the network is back (counted once)', async () => {
    const storage = fakeStorage();
    const { page, calls, cards, goOffline } = setUp({ sends: [null, 200], storage });
    await page.refresh();
    goOffline();
    page.choose('11', 'delivery', 5);
    page.choose('11', 'market', 5);
    await page.submit('11');
    expect(cards()['11']).toBe('kept');
    expect(page.$state.get().online).toBe(false);

    // A reload finds it on the phone, and the next pass sends it: the server already had it (200), counted once.
    const reloaded = setUp({ sends: [200], storage });
    await reloaded.page.refresh();
    expect(reloaded.cards()['11']).toBe('sent');
    expect(reloaded.calls).toEqual(['read', 'send 11 {"delivery":5,"market":5}']);
    expect(calls).toHaveLength(2);
  });

  it('keeps the score on a 401 and asks the judge to sign in again', async () => {
    const { page, cards } = setUp({ sends: [401] });
    await page.refresh();
    page.choose('12', 'delivery', 3);
    page.choose('12', 'market', 3);
    await page.submit('12');
    expect(page.$state.get().signedOut).toBe(true);
    expect(cards()['12']).toBe('kept');
  });

  it('shows a lasting refusal and lets the judge give the score again, without sending it by itself', async () => {
    const { page, calls, cards } = setUp({ sends: [409, 201] });
    await page.refresh();
    page.choose('12', 'delivery', 3);
    page.choose('12', 'market', 3);
    await page.submit('12');
    expect(cards()['12']).toBe('refused');
    await page.flush();
    expect(calls).toHaveLength(2);
    page.choose('12', 'market', 4);
    await page.submit('12');
    expect(calls.at(-1)).toBe('send 12 {"delivery":3,"market":4}');
    expect(cards()['12']).toBe('sent');
  });

  it('keeps the last view while reads fail, counting the failures for the back-off', async () => {
    const { page } = setUp({ reads: [200, null, 503, 200] });
    await page.refresh();
    await page.refresh();
    expect(page.$state.get()).toMatchObject({ online: false, readError: NO_ANSWER });
    await page.refresh();
    expect(page.$state.get().readError).toBe('refused 503');
    expect(page.failures()).toBe(2);
    expect(page.$state.get().view).toEqual(FINAL_VIEW);
    await page.refresh();
    expect(page.failures()).toBe(0);
    expect(page.$state.get()).toMatchObject({ online: true, readError: undefined });
  });

  it('says when no final is running, and when the visitor is not a judge or signed out', async () => {
    const none = setUp({ view: { final: null, pitches: [] } });
    await none.page.refresh();
    expect(none.page.$state.get().view?.final).toBeNull();
    const stranger = setUp({ reads: [403] });
    await stranger.page.refresh();
    expect(stranger.page.$state.get()).toMatchObject({ view: undefined, readError: 'refused 403' });
    const expired = setUp({ reads: [401] });
    await expired.page.refresh();
    expect(expired.page.$state.get().signedOut).toBe(true);
  });

  it('opened without a network, shows the stage last read on this phone: the pitch on stage is scored, kept and sent later', async () => {
    const storage = fakeStorage();
    await setUp({ storage }).page.refresh();

    const reopened = setUp({ reads: [null, 200], sends: [null, 201], storage });
    reopened.goOffline();
    await reopened.page.refresh();
    const state = reopened.page.$state.get();
    expect(state).toMatchObject({ view: FINAL_VIEW, online: false });
    expect(judgeSections(state.view!, state.outbox, state.sending).onStage?.startupName).toBe('Paani');
    reopened.page.choose('12', 'delivery', 2);
    reopened.page.choose('12', 'market', 4);
    await reopened.page.submit('12');
    expect(reopened.cards()['12']).toBe('kept');

    // Reopened again, still offline: the score given is there with the stage.
    const again = setUp({ reads: [null], storage });
    again.goOffline();
    await again.page.refresh();
    expect(again.cards()['12']).toBe('kept');

    reopened.goOffline(false);
    await reopened.page.refresh();
    expect(reopened.cards()['12']).toBe('sent');
    expect(reopened.calls.filter((call) => call.startsWith('send'))).toEqual([
      'send 12 {"delivery":2,"market":4}',
      'send 12 {"delivery":2,"market":4}',
    ]);
  });

  it('never shows another judge’s kept stage, nor a kept stage to a judge the server refuses', async () => {
    const storage = fakeStorage();
    await setUp({ storage }).page.refresh();
    const other = setUp({ mobile: '9000000002', reads: [null], storage });
    await other.page.refresh();
    expect(other.page.$state.get()).toMatchObject({ view: undefined, readError: NO_ANSWER });
    const refused = setUp({ reads: [403], storage });
    await refused.page.refresh();
    expect(refused.page.$state.get()).toMatchObject({ view: undefined, readError: 'refused 403' });
  });

  it('never shows or sends another judge’s scores kept on the same phone', async () => {
    const storage = fakeStorage();
    const first = setUp({ sends: [null], storage });
    await first.page.refresh();
    first.page.choose('12', 'delivery', 1);
    first.page.choose('12', 'market', 1);
    await first.page.submit('12');
    const second = setUp({ mobile: '9000000002', storage });
    await second.page.refresh();
    expect(second.cards()['12']).toBe('toScore');
    expect(second.calls).toEqual(['read']);
  });
});
