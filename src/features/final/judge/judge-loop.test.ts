import { describe, expect, it, vi } from 'vitest';
import type { JudgePage } from './judge-page.ts';
import { type LoopHost, startJudgeLoop } from './judge-loop.ts';

/** A host whose timers and events the test drives. */
function fakeHost() {
  const timers = new Map<number, { run: () => void; ms: number; every: boolean }>();
  const listeners = new Map<string, () => void>();
  let next = 1;
  const state = { online: true, hidden: false };
  const host: LoopHost = {
    isOnline: () => state.online,
    isHidden: () => state.hidden,
    setTimeout: (run, ms) => (timers.set(next, { run, ms, every: false }), next++),
    clearTimeout: (handle) => void timers.delete(handle as number),
    setInterval: (run, ms) => (timers.set(next, { run, ms, every: true }), next++),
    clearInterval: (handle) => void timers.delete(handle as number),
    listen(event, run) {
      listeners.set(event, run);
      return () => listeners.delete(event);
    },
  };
  /** The one-off timer's delay, if one is set. */
  const pending = () => [...timers.values()].filter((t) => !t.every).map((t) => t.ms);
  const fire = async (ms: number) => {
    const entry = [...timers.entries()].find(([, t]) => t.ms === ms);
    if (!entry) throw new Error(`no timer of ${ms} ms`);
    if (!entry[1].every) timers.delete(entry[0]);
    entry[1].run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const emit = async (event: string) => {
    listeners.get(event)!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { host, state, timers, listeners, pending, fire, emit };
}

function fakePage(failures = 0) {
  const calls: string[] = [];
  const page = {
    refresh: vi.fn(async () => void calls.push('read')),
    flush: vi.fn(async () => (calls.push('flush'), undefined)),
    setOnline: vi.fn((online: boolean) => void calls.push(online ? 'online' : 'offline')),
    failures: () => failures,
  } as unknown as JudgePage;
  return { page, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the judge’s page’s loop', () => {
  it('asks the phone whether it is online, reads and sends at once, then reads every 3 s and sends every 5 s', async () => {
    const { host, pending, fire } = fakeHost();
    const { page, calls } = fakePage();
    startJudgeLoop(page, host);
    await tick();
    expect(calls).toEqual(['online', 'flush', 'read']);
    expect(pending()).toEqual([3_000]);
    await fire(3_000);
    expect(calls).toEqual(['online', 'flush', 'read', 'read']);
    await fire(5_000);
    expect(calls.at(-1)).toBe('flush');
  });

  it('backs off after failed reads', async () => {
    const { host, pending } = fakeHost();
    startJudgeLoop(fakePage(2).page, host);
    await tick();
    expect(pending()).toEqual([12_000]);
  });

  it('pauses offline and hidden, and reads and sends at once when back', async () => {
    const { host, state, pending, emit, fire } = fakeHost();
    const { page, calls } = fakePage();
    startJudgeLoop(page, host);
    await tick();
    state.online = false;
    await emit('offline');
    expect(pending()).toEqual([]);
    calls.length = 0;
    await fire(5_000);
    expect(calls).toEqual([]);
    state.online = true;
    await emit('online');
    expect(calls).toEqual(['online', 'flush', 'read']);
    expect(pending()).toEqual([3_000]);
    state.hidden = true;
    await emit('visibilitychange');
    expect(pending()).toEqual([]);
    state.hidden = false;
    await emit('visibilitychange');
    expect(calls.at(-1)).toBe('read');
    expect(pending()).toEqual([3_000]);
  });

  it('stops everything when the page goes', async () => {
    const { host, timers, listeners } = fakeHost();
    const stop = startJudgeLoop(fakePage().page, host);
    await tick();
    stop();
    expect(timers.size).toBe(0);
    expect(listeners.size).toBe(0);
  });
});
