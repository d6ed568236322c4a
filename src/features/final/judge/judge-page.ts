import { atom } from 'nanostores';
import type { ApiAnswer } from '../../../lib/api-client.ts';
import type { JudgeView } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import { NO_ANSWER } from '../../../shared/messages/network.ts';
import { requestFailed } from '../../../shared/messages/request-failed.ts';
import { keepView, keptView } from './kept-view.ts';
import { type Outbox, type OutboxStorage, type Scores, outboxKey, readOutbox, updateEntry } from './outbox.ts';
import { type SendOutcome, createSender, sendOutcome } from './sender.ts';

/** What the judge's page needs from outside: the session, the phone's storage and network, the API. */
export interface JudgeEffects {
  token(): string | undefined;
  mobile(): string | undefined;
  storage: OutboxStorage;
  isOnline(): boolean;
  readView(token: string): Promise<ApiAnswer<JudgeView> | null>;
  sendScore(token: string, pitchId: string, scores: Scores): Promise<ApiAnswer<{ message?: string }> | null>;
}

export interface JudgeState {
  /**
   * The final as last read; kept while later reads fail, so a weak network never blanks the page. Opened without a
   * network, the one last read on this phone (kept-view.ts).
   */
  view: JudgeView | undefined;
  /** Why the last read failed (no answer, or the server's message); undefined after a good one. */
  readError: string | undefined;
  /** Whether the phone says it is online and the last request got an answer. */
  online: boolean;
  /** A 401: the scores wait on the phone until the judge signs in again. */
  signedOut: boolean;
  /** This final's scores kept on the phone. */
  outbox: Outbox;
  /** Pitches with a send out. */
  sending: string[];
  /** The scores chosen and not sent yet, by pitch and criterion. */
  drafts: Record<string, Scores>;
  /** A pitch's form's own line (a criterion left without a score). */
  notices: Record<string, string>;
}

/**
 * The judge's page: reads the final (the view), keeps the scores the judge gives on the phone first and sends them
 * (sender.ts), and says where the network stands. Timers and the browser's events are judge-loop.ts's.
 */
export function createJudgePage(effects: JudgeEffects) {
  const $state = atom<JudgeState>({
    view: undefined,
    readError: undefined,
    // Online until the loop asks the phone (judge-loop.ts): the page's server-rendered HTML and its first render in the
    // browser then agree, whatever the network, and React hydrates it without a mismatch.
    online: true,
    signedOut: false,
    outbox: {},
    sending: [],
    drafts: {},
    notices: {},
  });
  const patch = (change: Partial<JudgeState>) => $state.set({ ...$state.get(), ...change });
  let failures = 0;
  let reading: Promise<void> | undefined;

  const currentKey = (): string | undefined => {
    const { view } = $state.get();
    const mobile = effects.mobile();
    return view?.final && mobile ? outboxKey(mobile, view.final.id) : undefined;
  };

  const sender = createSender({
    storage: effects.storage,
    mobile: effects.mobile,
    send: (pitchId, scores) => {
      const token = effects.token();
      return token ? effects.sendScore(token, pitchId, scores) : Promise.resolve({ ok: false, status: 401, data: {} });
    },
    onSend: (key, pitchId, outcome) => onSend(key, pitchId, outcome),
  });

  function onSend(key: string, pitchId: string, outcome: SendOutcome | undefined) {
    const { sending } = $state.get();
    const others = sending.filter((id) => id !== pitchId);
    const change: Partial<JudgeState> = { sending: outcome ? others : [...others, pitchId] };
    if (outcome?.kind === 'offline') change.online = false;
    else if (outcome) change.online = effects.isOnline();
    if (outcome?.kind === 'signedOut') change.signedOut = true;
    if (key === currentKey()) change.outbox = readOutbox(effects.storage, key);
    patch(change);
  }

  async function read() {
    const token = effects.token();
    if (!token) return patch({ signedOut: true });
    const answer = await effects.readView(token);
    if (answer?.ok) {
      failures = 0;
      const previous = currentKey();
      patch({ view: answer.data, readError: undefined, online: effects.isOnline(), signedOut: false });
      const mobile = effects.mobile();
      if (mobile) keepView(effects.storage, mobile, answer.data);
      const key = currentKey();
      if (key && key !== previous) patch({ outbox: readOutbox(effects.storage, key) });
      // The server answers: a good moment to send what the phone still holds.
      void sender.flush();
      return;
    }
    failures++;
    const { kind } = sendOutcome(answer);
    // Opened without a network (or a server): the stage last read on this phone, which the judge can still score.
    if (!$state.get().view && (kind === 'offline' || kind === 'later')) showKeptView();
    if (!answer) return patch({ online: false, readError: NO_ANSWER });
    if (answer.status === 401) return patch({ signedOut: true, online: effects.isOnline() });
    patch({ online: effects.isOnline(), readError: answer.data.message ?? requestFailed(answer.status) });
  }

  /** This judge's kept view (kept-view.ts) and its scores kept on the phone, if there is one. */
  function showKeptView() {
    const mobile = effects.mobile();
    const view = mobile ? keptView(effects.storage, mobile) : undefined;
    if (!view) return;
    patch({ view });
    const key = currentKey();
    if (key) patch({ outbox: readOutbox(effects.storage, key) });
  }

  /** Asks the server what is on stage; a call while a read is out joins it. */
  function refresh(): Promise<void> {
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  /** The judge picks `value` for one criterion of one pitch. */
  function choose(pitchId: string, criterionId: string, value: number) {
    const { drafts, notices } = $state.get();
    const { [pitchId]: _, ...otherNotices } = notices;
    patch({ drafts: { ...drafts, [pitchId]: { ...drafts[pitchId], [criterionId]: value } }, notices: otherNotices });
  }

  /**
   * Send: the score is written to the phone first (kept if the network is gone, or the answer is lost), then sent.
   * Every criterion needs a score; a score already with the server, or on its way, is final.
   */
  async function submit(pitchId: string): Promise<void> {
    const { view, drafts, outbox, notices } = $state.get();
    const key = currentKey();
    const pitch = view?.pitches.find((p) => p.id === pitchId);
    if (!view?.final || !key || !pitch || pitch.myScores) return;
    const entry = outbox[pitchId];
    if (entry && entry.state !== 'refused') return;
    // After a refusal the form starts from what was refused; the judge's changes go over it.
    const draft: Scores = { ...entry?.scores, ...drafts[pitchId] };
    const scores: Scores = {};
    for (const c of view.final.criteria) if (draft[c.id] !== undefined) scores[c.id] = draft[c.id]!;
    if (Object.keys(scores).length < view.final.criteria.length)
      return patch({ notices: { ...notices, [pitchId]: FINAL_MESSAGES.judgeChooseEvery } });
    const { [pitchId]: _, ...otherDrafts } = drafts;
    const stored = updateEntry(effects.storage, key, pitchId, () => ({ scores, state: 'pending' }));
    patch({ outbox: stored, drafts: otherDrafts });
    await sender.flush();
  }

  return {
    $state,
    refresh,
    choose,
    submit,
    /** Sends every score still on the phone (on 'online', on a timer, on load). */
    flush: () => sender.flush(),
    /** The browser's 'online' and 'offline' events. */
    setOnline: (online: boolean) => patch({ online }),
    /** Reads in a row that failed, for the next read's delay (poll-schedule.ts). */
    failures: () => failures,
  };
}

export type JudgePage = ReturnType<typeof createJudgePage>;
