import { describe, expect, it } from 'vitest';
import type { JudgeView } from '../../../shared/final-schemas.ts';
import { judgeSections, pitchCard } from './judge-sections.ts';

const pitch = (id: string, state: 'waiting' | 'open' | 'closed', myScores: Record<string, number> | null = null) => ({
  id,
  startupName: `Startup ${id}`,
  state,
  myScores,
});
const view = (pitches: JudgeView['pitches']): JudgeView => ({
  final: { id: 1, name: 'Final', criteria: [{ id: 'pitch', label: 'Pitch', help: '', min: 1, max: 5 }] },
  pitches,
});

describe('what the judge’s page shows of each pitch', () => {
  it('trusts the server’s copy first, then what the phone kept', () => {
    const p = pitch('1', 'open');
    expect(pitchCard(pitch('1', 'open', { pitch: 4 }), undefined, []).status).toBe('sent');
    expect(pitchCard(pitch('1', 'open', { pitch: 4 }), { scores: { pitch: 2 }, state: 'pending' }, [])).toMatchObject({
      status: 'sent',
      scores: { pitch: 4 },
    });
    expect(pitchCard(p, undefined, []).status).toBe('toScore');
    expect(pitchCard(p, { scores: { pitch: 2 }, state: 'pending' }, []).status).toBe('kept');
    expect(pitchCard(p, { scores: { pitch: 2 }, state: 'pending' }, ['1']).status).toBe('sending');
    expect(pitchCard(p, { scores: { pitch: 2 }, state: 'sent' }, []).status).toBe('sent');
    expect(pitchCard(p, { scores: { pitch: 9 }, state: 'refused', message: 'Out of range' }, [])).toMatchObject({
      status: 'refused',
      message: 'Out of range',
    });
  });

  it('puts the pitch on stage first, then earlier pitches still to score and those scored, leaving out the waiting', () => {
    const sections = judgeSections(
      view([
        pitch('1', 'closed', { pitch: 3 }),
        pitch('2', 'closed'),
        pitch('3', 'closed'),
        pitch('4', 'open'),
        pitch('5', 'waiting'),
      ]),
      { 3: { scores: { pitch: 5 }, state: 'pending' } },
      [],
    );
    expect(sections.onStage?.id).toBe('4');
    expect(sections.toScore.map((c) => c.id)).toEqual(['2']);
    expect(sections.scored.map((c) => [c.id, c.status])).toEqual([
      ['1', 'sent'],
      ['3', 'kept'],
    ]);
  });

  it('has nothing on stage between pitches, and a refused score to give again among those to score', () => {
    const sections = judgeSections(
      view([pitch('1', 'closed'), pitch('2', 'waiting')]),
      {
        1: { scores: { pitch: 2 }, state: 'refused', message: 'No' },
      },
      [],
    );
    expect(sections.onStage).toBeUndefined();
    expect(sections.toScore.map((c) => c.status)).toEqual(['refused']);
  });
});
