import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, debounce } from './debounce.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, with the last arguments, 500 ms after the calls stop', () => {
    const save = vi.fn();
    const later = debounce(save, DRAFT_SAVE_DELAY_MS);
    later('a');
    vi.advanceTimersByTime(400);
    later('ab');
    vi.advanceTimersByTime(499);
    expect(save).not.toHaveBeenCalled();
    expect(later.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('ab');
    expect(later.pending()).toBe(false);
  });

  it('flushes a waiting call at once and cancels one for good', () => {
    const save = vi.fn();
    const later = debounce(save, DRAFT_SAVE_DELAY_MS);
    later(1);
    later.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith(1);
    later.flush();
    expect(save).toHaveBeenCalledTimes(1);
    later(2);
    later.cancel();
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
