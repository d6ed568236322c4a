import { describe, expect, it } from 'vitest';
import { sameSitePath, signInDestination } from './destination.ts';

describe('where sign-in leads', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(sameSitePath('/application')).toBe('/application');
    expect(sameSitePath('/profile?tab=startup#links')).toBe('/profile?tab=startup#links');
    expect(sameSitePath('/blog/../profile')).toBe('/profile');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\nevil',
    'application',
    '',
    null,
    undefined,
    '/login',
    '/login/',
  ])('refuses %j, which could leave the site or loop', (raw) => {
    expect(sameSitePath(raw)).toBeUndefined();
  });

  it('goes to the page asked for, else the spec default by profile', () => {
    expect(signInDestination('/application', { isProfileCompleted: true })).toBe('/application');
    expect(signInDestination('/application', { isProfileCompleted: false })).toBe('/application');
    expect(signInDestination(null, { isProfileCompleted: true })).toBe('/');
    expect(signInDestination(null, { isProfileCompleted: false })).toBe('/complete-profile');
    expect(signInDestination('https://evil.example', { isProfileCompleted: true })).toBe('/');
  });

  it('takes an applicant with an unread decision to /application, unless they asked for a page', () => {
    expect(signInDestination(null, { isProfileCompleted: true }, true)).toBe('/application');
    expect(signInDestination('/faqs', { isProfileCompleted: true }, true)).toBe('/faqs');
    expect(signInDestination(null, { isProfileCompleted: true }, false)).toBe('/');
  });

  it('sends organisers and reviewers to the workspace, or the workspace page they asked for', () => {
    expect(signInDestination(null, { role: 'ORGANISER', isProfileCompleted: false })).toBe('/organiser');
    expect(signInDestination('/application', { role: 'REVIEWER' })).toBe('/organiser');
    expect(signInDestination('/organiser/application?id=7', { role: 'REVIEWER' })).toBe('/organiser/application?id=7');
    expect(signInDestination('//evil.example/organiser', { role: 'ORGANISER' })).toBe('/organiser');
    expect(signInDestination(null, { role: 'PARTICIPATOR', isProfileCompleted: true })).toBe('/');
  });

  it('sends a judge of the live final to /judge, or the /judge page they asked for, and nowhere else', () => {
    expect(signInDestination(null, { role: 'JUDGE', isProfileCompleted: false })).toBe('/judge');
    expect(signInDestination('/judge', { role: 'JUDGE' })).toBe('/judge');
    expect(signInDestination('/judge/?pitch=3#score', { role: 'JUDGE' })).toBe('/judge/?pitch=3#score');
    expect(signInDestination('/judge?pitch=3', { role: 'JUDGE' })).toBe('/judge?pitch=3');
    expect(signInDestination('/judges', { role: 'JUDGE' })).toBe('/judge');
    expect(signInDestination('/organiser', { role: 'JUDGE' })).toBe('/judge');
    expect(signInDestination('/application', { role: 'JUDGE', isProfileCompleted: true })).toBe('/judge');
    expect(signInDestination('//evil.example/judge', { role: 'JUDGE' })).toBe('/judge');
  });
});
