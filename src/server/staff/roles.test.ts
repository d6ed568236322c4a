import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import { roleOf, rolesFromLists } from './roles.ts';

/** A database whose staff_members holds `rows` (or that is gone), counting the reads. */
function fakeDb(rows: () => { mobile: string; role: string }[] | Error) {
  const db = {
    reads: 0,
    select: () => ({
      from: async () => {
        db.reads++;
        const answer = rows();
        if (answer instanceof Error) throw answer;
        return answer;
      },
    }),
  };
  return db;
}
const asDb = (db: ReturnType<typeof fakeDb>) => db as unknown as DbOrTx;

afterEach(() => vi.restoreAllMocks());

describe('the staff snapshot of a process', () => {
  it('joins the environment’s lists with the table, an environment organiser staying one', async () => {
    const roles = rolesFromLists(['9000000001'], ['9000000002']);
    const db = fakeDb(() => [
      { mobile: '9000000001', role: 'REVIEWER' },
      { mobile: '9812345670', role: 'REVIEWER' },
      { mobile: '9812345671', role: 'ORGANISER' },
    ]);
    await roles.refresh(asDb(db));
    expect(['9000000001', '9000000002', '9812345670', '9812345671', '9876543210'].map((m) => roleOf(roles, m))).toEqual(
      ['ORGANISER', 'REVIEWER', 'REVIEWER', 'ORGANISER', 'PARTICIPATOR'],
    );
    expect(roleOf(roles.environment, '9812345670')).toBe('PARTICIPATOR');
  });

  it('reads the table once for requests arriving together, and again at once after a write', async () => {
    const roles = rolesFromLists([], []);
    let rows = [{ mobile: '9812345670', role: 'REVIEWER' }];
    const db = fakeDb(() => rows);
    await Promise.all([roles.refresh(asDb(db)), roles.refresh(asDb(db)), roles.refresh(asDb(db))]);
    expect(db.reads).toBe(1);
    rows = [];
    await roles.refresh(asDb(db));
    expect(roleOf(roles, '9812345670')).toBe('REVIEWER');
    await roles.refresh(asDb(db), 0);
    expect(db.reads).toBe(2);
    expect(roleOf(roles, '9812345670')).toBe('PARTICIPATOR');
  });

  it('keeps the last snapshot while the database is gone, trying once a second and logging once', async () => {
    const roles = rolesFromLists(['9000000001'], []);
    let gone = false;
    const db = fakeDb(() => (gone ? new Error('connect ECONNREFUSED') : [{ mobile: '9812345670', role: 'REVIEWER' }]));
    await roles.refresh(asDb(db), 0);
    gone = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await Promise.all([roles.refresh(asDb(db), 0), roles.refresh(asDb(db)), roles.refresh(asDb(db))]);
    expect(db.reads).toBe(2);
    await roles.refresh(asDb(db), 0);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(roleOf(roles, '9812345670')).toBe('REVIEWER');
  });
});
