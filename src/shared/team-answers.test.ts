import { describe, expect, it } from 'vitest';
import { answersWithTeam } from './team-answers.ts';

const form = (hasCofounders: string, cofounderName: string, cofounderRole: string) => [
  { name: 'startupName', value: 'Krishi Sense' },
  { name: 'hasCofounders', value: hasCofounders },
  { name: 'cofounderName', value: cofounderName },
  { name: 'cofounderRole', value: cofounderRole },
];
const RAVI = { name: 'Ravi Kumar', role: 'CTO' };

describe('the form’s co-founder answers read with the verified team', () => {
  it('stand as written while nobody accepted', () => {
    expect(answersWithTeam(form('false', '', ''), [])).toEqual(form('false', '', ''));
  });

  it('read Yes with the team’s names and roles once someone accepted; a member without a name is left out', () => {
    expect(answersWithTeam(form('false', 'stale', ''), [RAVI, { name: '', role: 'Designer' }])).toEqual(
      form('true', 'Ravi Kumar', 'CTO, Designer'),
    );
  });

  it('keep what a founder who ticked the box wrote, and fill only what they left empty', () => {
    expect(answersWithTeam(form('true', 'Priya Shah', ''), [RAVI])).toEqual(form('true', 'Priya Shah', 'CTO'));
  });
});
