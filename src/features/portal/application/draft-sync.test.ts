import { describe, expect, it } from 'vitest';
import { type DraftSaveOutcome, createDraftSync, mergeDrafts } from './draft-sync.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mergeDrafts', () => {
  it('takes what only the other side changed, keeps what only this tab changed, and names what both changed', () => {
    const base = { a: 'base', b: 'base', c: 'base', d: 'base' };
    const mine = { a: 'mine', b: 'base', c: 'mine', d: 'same' };
    const theirs = { a: 'base', b: 'theirs', c: 'theirs', d: 'same', e: 'new' };
    expect(mergeDrafts(base, mine, theirs)).toEqual({
      taken: { b: 'theirs', e: 'new' },
      clashes: [{ name: 'c', theirs: 'theirs' }],
    });
  });
});

describe('createDraftSync', () => {
  it('sends one save at a time, each made from the revision the one before answered', async () => {
    const sent: [string, number | undefined][] = [];
    let answer: (outcome: DraftSaveOutcome) => void = () => undefined;
    const sync = createDraftSync({
      send: (answers, base) => {
        sent.push([answers.x!, base]);
        return new Promise((resolve) => (answer = resolve));
      },
      merged: () => undefined,
    });
    sync.start({ revision: 7, answers: {} });
    sync.save({ x: '1' });
    sync.save({ x: '2' });
    sync.save({ x: '3' });
    expect(sent).toEqual([['1', 7]]);
    answer({ saved: 8 });
    await settle();
    // The saves typed meanwhile collapse into the latest, made from the revision the first answered.
    expect(sent).toEqual([
      ['1', 7],
      ['3', 8],
    ]);
    answer({ failed: true });
    await settle();
  });

  it('names no revision when the account’s draft could not be read: the last save wins', async () => {
    const bases: (number | undefined)[] = [];
    const sync = createDraftSync({
      send: async (_answers, base) => {
        bases.push(base);
        return { failed: true };
      },
      merged: () => undefined,
    });
    sync.start(undefined);
    sync.save({ x: '1' });
    await settle();
    expect(bases).toEqual([undefined]);
  });
});
