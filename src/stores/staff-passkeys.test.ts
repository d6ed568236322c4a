import { describe, expect, it } from 'vitest';
import { createPasskeyRemoval } from './staff-passkeys.ts';

const REMOVED = { ok: true, message: 'Passkeys removed: they register a new one at their next sign-in' };

describe('removing a colleague’s passkeys', () => {
  it('asks first, removes only once confirmed, then closes the question and shows the answer', async () => {
    const removed: string[] = [];
    const removal = createPasskeyRemoval(async (mobile) => {
      removed.push(mobile);
      return REMOVED;
    });
    removal.ask('9000000002');
    expect(removal.$asking.get()).toBe('9000000002');
    expect(removed).toEqual([]);
    await removal.remove('9000000002');
    expect(removed).toEqual(['9000000002']);
    expect(removal.$asking.get()).toBeNull();
    expect(removal.$write.get()).toEqual({ busy: false, result: REMOVED });
  });

  it('removes nothing when cancelled, and a new question forgets the last answer', async () => {
    const removal = createPasskeyRemoval(async () => REMOVED);
    await removal.remove('9000000002');
    removal.ask('9000000012');
    expect(removal.$write.get().result).toBeNull();
    removal.cancel();
    expect(removal.$asking.get()).toBeNull();
  });
});
