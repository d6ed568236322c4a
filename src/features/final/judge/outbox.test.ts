import { describe, expect, it } from 'vitest';
import { judgeKeys, outboxKey, pendingIds, readOutbox, updateEntry, withMemory } from './outbox.ts';
import { fakeStorage } from './test-support.ts';

describe('the scores kept on the judge’s phone', () => {
  it('keys them by the judge’s mobile and the final, so judges sharing a phone never see each other’s', () => {
    const storage = fakeStorage({ other: 'x' });
    updateEntry(storage, outboxKey('9000000001', 4), 'p1', () => ({ scores: { pitch: 4 }, state: 'pending' }));
    updateEntry(storage, outboxKey('9000000002', 4), 'p1', () => ({ scores: { pitch: 2 }, state: 'pending' }));
    updateEntry(storage, outboxKey('9000000001', 5), 'p9', () => ({ scores: { pitch: 1 }, state: 'sent' }));
    expect(judgeKeys(storage, '9000000001')).toEqual(['finalScores:9000000001:4', 'finalScores:9000000001:5']);
    expect(readOutbox(storage, outboxKey('9000000002', 4))).toEqual({ p1: { scores: { pitch: 2 }, state: 'pending' } });
  });

  it('reads what is stored, each writer keeping the other’s entries, and lists the ones still to send', () => {
    const storage = fakeStorage();
    const key = outboxKey('9000000001', 1);
    updateEntry(storage, key, 'a', () => ({ scores: { x: 1 }, state: 'pending' }));
    updateEntry(storage, key, 'b', () => ({ scores: { x: 2 }, state: 'pending' }));
    const after = updateEntry(
      storage,
      key,
      'a',
      (entry) => entry && { ...entry, state: 'sent', message: 'Score sent' },
    );
    expect(after).toEqual(readOutbox(storage, key));
    expect(pendingIds(after)).toEqual(['b']);
    expect(after.a).toEqual({ scores: { x: 1 }, state: 'sent', message: 'Score sent' });
  });

  it('reads a damaged record as empty, and drops entries that are not its own', () => {
    const storage = fakeStorage({
      broken: '{not json',
      odd: JSON.stringify({
        a: { scores: { x: 'high' }, state: 'pending' },
        b: { scores: { x: 3 }, state: 'pending' },
      }),
      list: '[1,2]',
    });
    expect(readOutbox(storage, 'broken')).toEqual({});
    expect(readOutbox(storage, 'missing')).toEqual({});
    expect(readOutbox(storage, 'odd')).toEqual({ b: { scores: { x: 3 }, state: 'pending' } });
    expect(pendingIds(readOutbox(storage, 'list'))).toEqual([]);
  });

  it('keeps scores in memory for the page when the phone refuses to store them', () => {
    const full = {
      ...fakeStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const storage = withMemory(full);
    const key = outboxKey('9000000001', 1);
    updateEntry(storage, key, 'a', () => ({ scores: { x: 1 }, state: 'pending' }));
    expect(pendingIds(readOutbox(storage, key))).toEqual(['a']);
    expect(judgeKeys(storage, '9000000001')).toEqual([key]);
    expect(pendingIds(readOutbox(withMemory(undefined), key))).toEqual([]);
  });

  it('writes through to the phone’s storage when it takes them, so a reload finds them', () => {
    const phone = fakeStorage();
    const key = outboxKey('9000000001', 1);
    updateEntry(withMemory(phone), key, 'a', () => ({ scores: { x: 1 }, state: 'pending' }));
    expect(pendingIds(readOutbox(withMemory(phone), key))).toEqual(['a']);
  });
});
