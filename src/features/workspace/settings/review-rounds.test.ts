import { describe, expect, it, vi } from 'vitest';
import type { Round } from '../../../shared/round-schemas.ts';
import { blankRound, createReviewRounds, draftOf, requestOf, triageRound } from './review-rounds.ts';

const SAVED: Round = {
  id: 1,
  name: 'Review',
  rubric: { criteria: [{ id: 'team', label: 'Team', help: 'Can they build it?', weight: 2, min: 1, max: 5 }] },
  reviewsPerApplication: 3,
  opensAt: '2026-03-02T03:30:00.000Z',
  closesAt: null,
  visibility: { othersScores: 'afterOwn' },
  status: 'open',
  kind: 'review',
  hasReviews: false,
  applications: 12,
  current: true,
};

const effects = () => ({
  read: vi.fn(async () => ({ rounds: { rounds: [SAVED] } })),
  create: vi.fn(async () => ({ ok: true, message: 'Round “Triage” created' })),
  update: vi.fn(async () => ({ ok: false, message: 'Reviews of “Review” have been saved…' })),
  openOrClose: vi.fn(async () => ({ ok: true, message: 'Round “Review” is closed' })),
});

describe('the review rounds on the settings page', () => {
  it('sends a Yes/No triage as the API takes it: a review round, numbers, a 0-1 scale, no dates', () => {
    expect(requestOf({ ...triageRound(), name: ' Triage ' })).toEqual({
      kind: 'review',
      name: 'Triage',
      reviewsPerApplication: 2,
      opensAt: null,
      closesAt: null,
      visibility: { othersScores: 'never' },
      rubric: {
        criteria: [
          { id: 'invite', label: 'Take it to the next round?', help: '0: no, 1: yes', weight: 1, min: 0, max: 1 },
        ],
      },
    });
  });

  it('shows a saved round in India time and sends it back with its offset; a locked rubric is not sent', () => {
    const draft = draftOf(SAVED);
    expect(draft).toMatchObject({ opensAt: '2026-03-02T09:00', closesAt: '', rubricLocked: false });
    expect(requestOf(draft)).toMatchObject({ opensAt: '2026-03-02T09:00:00+05:30', rubric: SAVED.rubric });
    expect(requestOf({ ...draft, rubricLocked: true })).not.toHaveProperty('rubric');
  });

  it('sends the kind of a new round (a live final), never of a saved one: it is chosen once', () => {
    expect(requestOf({ ...blankRound(), kind: 'final' })).toMatchObject({ kind: 'final' });
    const final = draftOf({ ...SAVED, kind: 'final' });
    expect(final.kind).toBe('final');
    expect(requestOf(final)).not.toHaveProperty('kind');
  });

  it('sends an empty number as no number, for the server to name the field', () => {
    const body = requestOf({ ...blankRound(), reviewsPerApplication: '' });
    expect(body.reviewsPerApplication).toBeNaN();
  });

  it('reads the rounds, creates one and reads them again; a refusal keeps the list and says why', async () => {
    const fx = effects();
    const rounds = createReviewRounds(fx);
    expect(rounds.$rounds.get()).toEqual({ phase: 'loading' });
    await rounds.load();
    expect(rounds.$rounds.get()).toEqual({ phase: 'ready', rounds: [SAVED] });
    expect(await rounds.save(triageRound())).toEqual({ ok: true, message: 'Round “Triage” created' });
    expect(fx.create).toHaveBeenCalledTimes(1);
    expect(fx.read).toHaveBeenCalledTimes(2);
    expect(await rounds.save(draftOf(SAVED))).toMatchObject({ ok: false });
    expect(fx.update).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'Review' }));
    expect(fx.read).toHaveBeenCalledTimes(2);
    expect(await rounds.openOrClose(1, 'close')).toEqual({ ok: true, message: 'Round “Review” is closed' });
    expect(fx.openOrClose).toHaveBeenCalledWith(1, 'close');
  });

  it('says the read failed, with the server’s reason', async () => {
    const rounds = createReviewRounds({
      ...effects(),
      read: vi.fn(async () => ({ error: 'Only organisers can do this' })),
    });
    await rounds.load();
    expect(rounds.$rounds.get()).toEqual({
      phase: 'failed',
      message: 'The review rounds could not be read: Only organisers can do this',
    });
  });
});
