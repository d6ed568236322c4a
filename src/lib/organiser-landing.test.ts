import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './organiser-landing.ts';

describe('landing after sign-in', () => {
  it('sends organisers and reviewers to /organiser and applicants where the portal says', () => {
    expect(landingAfterSignIn({ role: 'ORGANISER' }, '/')).toBe('/organiser');
    expect(landingAfterSignIn({ role: 'REVIEWER' }, '/complete-profile')).toBe('/organiser');
    expect(landingAfterSignIn({ role: 'PARTICIPATOR' }, '/complete-profile')).toBe('/complete-profile');
    expect(landingAfterSignIn({}, '/')).toBe('/');
  });
});
