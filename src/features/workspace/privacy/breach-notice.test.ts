import { describe, expect, it } from 'vitest';
import { audienceOf } from './breach-notice.ts';

describe('the audience of a breach notice', () => {
  it('takes pasted application ids one a line or separated by commas, each once', () => {
    expect(audienceOf({ kind: 'list', status: 'SUBMITTED', ids: 'a1, b2\nc3 \n\na1' })).toEqual({
      kind: 'list',
      ids: ['a1', 'b2', 'c3'],
    });
    expect(audienceOf({ kind: 'status', status: 'ACCEPTED', ids: 'a1' })).toEqual({
      kind: 'status',
      status: 'ACCEPTED',
    });
    expect(audienceOf({ kind: 'all', status: 'ACCEPTED', ids: 'a1' })).toEqual({ kind: 'all' });
  });
});
