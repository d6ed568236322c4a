import { describe, expect, it } from 'vitest';
import { challengeAsked } from './challenge.ts';

describe('a send answered with a challenge', () => {
  it('reads a 429 asking for proof of work as such, and no other answer', () => {
    const asked = { message: 'solve it', challengeRequired: true as const };
    expect(challengeAsked({ ok: false, status: 429, data: asked })).toBe(true);
    expect(challengeAsked({ ok: false, status: 429, data: { message: 'Please wait' }, retryAfterSeconds: 20 })).toBe(
      false,
    );
    expect(challengeAsked({ ok: false, status: 400, data: asked })).toBe(false);
    expect(challengeAsked(null)).toBe(false);
  });
});
