import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PollPage, poll } from './poll.ts';

/** A page whose visibility the test sets, as the browser's `document` would say it. */
function fakePage(): PollPage & { show(visible: boolean): void; listeners: number } {
  const listeners = new Set<() => void>();
  const page = {
    hidden: false,
    addEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
    show(visible: boolean) {
      page.hidden = !visible;
      for (const listener of listeners) listener();
    },
    get listeners() {
      return listeners.size;
    },
  };
  return page;
}

/** Lets the awaited `run` settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('polling while the page is in view', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('asks at once, then every interval after each answer', async () => {
    const run = vi.fn(async () => undefined);
    const stop = poll(run, 1000, fakePage());
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(5);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('never asks twice at a time: the next ask waits the interval after a slow answer', async () => {
    let answer: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((done) => (answer = done)));
    poll(run, 1000, fakePage());
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    answer();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('pauses while the page is hidden and asks at once when it shows again', async () => {
    const page = fakePage();
    const run = vi.fn(async () => undefined);
    const stop = poll(run, 1000, page);
    await settle();
    page.show(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    page.show(true);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    expect(page.listeners).toBe(0);
  });

  it('keeps asking after a failure', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    poll(run, 1000, fakePage());
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
