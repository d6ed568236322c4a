import { describe, expect, it } from 'vitest';
import type { Stats } from '../../../shared/organiser-schemas.ts';
import { createRead } from './read.ts';
import { ENDED, refused, session } from './test-session.ts';

describe('a read owned by a store (the figures, the places, the decisions preview, the audit log)', () => {
  const stats = { total: 12 } as unknown as Stats;

  it('shows the answer, then the error with the last answer kept when a reload fails', async () => {
    let answer: () => Promise<Stats> = async () => stats;
    const read = createRead(session().effects, () => answer());
    expect(read.$read.get()).toEqual({ value: null, error: '' });
    await read.load();
    expect(read.$read.get()).toEqual({ value: stats, error: '' });
    answer = () => Promise.reject(refused(500, 'Something went wrong. Please try again.'));
    await read.load();
    expect(read.$read.get()).toEqual({ value: stats, error: 'Something went wrong. Please try again.' });
  });

  it("asks with the session and the arguments, and drops an older answer arriving after a newer one's", async () => {
    const pending = new Map<string, (answer: string) => void>();
    const read = createRead(
      session().effects,
      (token: string, page: number) => new Promise<string>((resolve) => pending.set(`${token} ${page}`, resolve)),
    );
    const older = read.load(1);
    const newer = read.load(2);
    pending.get('token-1 2')?.('page 2');
    await newer;
    pending.get('token-1 1')?.('page 1');
    await older;
    expect(read.$read.get()).toEqual({ value: 'page 2', error: '' });
  });

  it('ends the session on a 401 and shows no error', async () => {
    const { effects, ended } = session();
    const read = createRead(effects, () => Promise.reject(refused(401, ENDED)));
    await read.load();
    expect(ended).toEqual([ENDED]);
    expect(read.$read.get()).toEqual({ value: null, error: '' });
  });
});
