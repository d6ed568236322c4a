import { describe, expect, it, vi } from 'vitest';
import type { StaffPasskeyList } from '../../../shared/passkey-schemas.ts';
import { createStaffPasskeys } from './staff-passkeys.ts';

const REMOVED = { ok: true, message: 'Passkeys removed: they register a new one at their next sign-in' };
const reviewer = (passkeys: number): StaffPasskeyList['staff'][number] => ({
  mobile: '9000000002',
  name: 'Rhea',
  role: 'REVIEWER',
  passkeys,
});

/** The page's passkey changes, announced by the test. */
function pageChanges() {
  const listeners = new Set<() => void>();
  return {
    onChange: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    announce: () => listeners.forEach((listener) => listener()),
  };
}

function flowWith(staff: StaffPasskeyList['staff'][]) {
  const removed: string[] = [];
  const changes = pageChanges();
  const flow = createStaffPasskeys({
    list: async () => ({ staff: staff.shift() ?? [] }),
    remove: async (mobile) => {
      removed.push(mobile);
      return REMOVED;
    },
    onChange: changes.onChange,
  });
  return { flow, removed, changes };
}

describe('removing a colleague’s passkeys', () => {
  it('asks first, removes only once confirmed, then closes the question, shows the answer and the new list', async () => {
    const { flow, removed } = flowWith([[reviewer(1)], [reviewer(0)]]);
    await flow.load();
    expect(flow.$staff.get()).toEqual([reviewer(1)]);
    flow.ask('9000000002');
    expect(flow.$asking.get()).toBe('9000000002');
    expect(removed).toEqual([]);
    await flow.remove('9000000002');
    expect(removed).toEqual(['9000000002']);
    expect(flow.$asking.get()).toBeNull();
    expect(flow.$write.get()).toEqual({ busy: false, result: REMOVED });
    expect(flow.$staff.get()).toEqual([reviewer(0)]);
  });

  it('removes nothing when cancelled, and a new question forgets the last answer', async () => {
    const { flow, removed } = flowWith([]);
    await flow.remove('9000000002');
    flow.ask('9000000012');
    expect(flow.$write.get().result).toBeNull();
    flow.cancel();
    expect(flow.$asking.get()).toBeNull();
    expect(removed).toEqual(['9000000002']);
  });

  it('keeps the list as it was when it cannot be read', async () => {
    const flow = createStaffPasskeys({
      list: async () => undefined,
      remove: async () => REMOVED,
      onChange: pageChanges().onChange,
    });
    await flow.load();
    expect(flow.$staff.get()).toEqual([]);
  });

  it('reads the list again when the organiser registers a passkey on the page, until the table is gone', async () => {
    const me = { mobile: '9000000001', name: 'Asha', role: 'ORGANISER' as const };
    const { flow, changes } = flowWith([[{ ...me, passkeys: 0 }], [{ ...me, passkeys: 1 }], [{ ...me, passkeys: 2 }]]);
    const stop = flow.watch();
    await vi.waitFor(() => expect(flow.$staff.get()).toEqual([{ ...me, passkeys: 0 }]));
    changes.announce();
    await vi.waitFor(() => expect(flow.$staff.get()).toEqual([{ ...me, passkeys: 1 }]));
    stop();
    changes.announce();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flow.$staff.get()).toEqual([{ ...me, passkeys: 1 }]);
  });
});
