/** The audit log's entries in words, for the actions the API test of the log does not reach in one run. */
import { describe, expect, it } from 'vitest';
import type { Rubric } from '../../shared/organiser-schemas.ts';
import type { AuditNames } from './audit-names.ts';
import { describeEntry, namesWanted } from './audit-summary.ts';

const names: AuditNames = {
  staff: (mobile) => ({ '9000000001': 'Asha Rao', '9000000002': 'Ravi Menon' })[mobile] ?? mobile,
  startup: (id) => ({ a1: 'Krishi Sense', a2: 'Paani Labs' })[id],
  file: (id) => (id === 'f1' ? 'deck.pdf' : undefined),
  changeApplication: (id) => (id === '42' ? 'a2' : undefined),
};
const rubric = { criteria: [] } as unknown as Rubric;
const entry = (action: string, target: string, details: Record<string, unknown> = {}, actor = '9000000001') =>
  describeEntry({ actor, action, target, details }, names, rubric);

describe('an audit entry in words', () => {
  it('names the staff member, the application and what was done, for every kind of target', () => {
    expect(entry('passkeys.removed', '9000000002', { removed: 2 })).toEqual({
      actorName: 'Asha Rao',
      targetName: 'Ravi Menon',
      applicationId: null,
      summary: 'Removed 2 passkeys and ended their sessions',
    });
    expect(entry('sms.requeued', '42')).toMatchObject({
      targetName: 'Paani Labs',
      applicationId: 'a2',
      summary: 'Queued the decision SMS to be sent again',
    });
    expect(entry('duplicate.marked', 'a2', { of: 'a1', note: 'Same team' }).summary).toBe(
      'Marked it a duplicate of Krishi Sense, noting “Same team”',
    );
    expect(entry('file.viewed', 'a1', { fileId: 'f1', via: 'signed link' }).summary).toBe(
      'Opened the file deck.pdf through a signed link',
    );
    expect(entry('file.viewed', 'a1', { fileId: 'gone' }).summary).toBe('Opened the file no longer stored');
    expect(entry('place.handed-on', 'a1', { promoted: 'a2' }, 'system')).toEqual({
      actorName: 'The server',
      targetName: 'Krishi Sense',
      applicationId: 'a1',
      summary: 'The place went to Paani Labs, the best of the waitlist',
    });
    expect(entry('place.lapsed', 'a1', {}, 'system').summary).toBe(
      'The deadline to confirm the place passed unanswered',
    );
    expect(entry('passkey.registered', '').summary).toBe('Registered a passkey');
    expect(entry('comment.added', 'a1').summary).toBe('Commented in the discussion');
    expect(entry('decisions.released', '', { released: { ACCEPTED: 2, REJECTED: 1 }, unchanged: ['a1'] }).summary).toBe(
      'Released 3 decisions: 1 Not selected, 2 Accepted; 1 application already had theirs or had withdrawn',
    );
  });

  it('names at most five startups of a decision set on many, and falls back to the id for an unknown one', () => {
    const ids = ['a1', 'a2', 'x3', 'x4', 'x5', 'x6', 'x7'];
    expect(entry('decision.set', '', { ids, status: 'SHORTLISTED', note: '' }).summary).toBe(
      'Set Shortlisted as pending on 7 applications: Krishi Sense, Paani Labs, x3, x4, x5, and 2 more',
    );
    expect(namesWanted([{ actor: '9000000001', action: 'decision.set', target: '', details: { ids } }])).toMatchObject({
      applications: ids.slice(0, 5),
    });
  });
});
