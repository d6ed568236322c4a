import { describe, expect, it } from 'vitest';
import { buildSettingsFrom, rebuildReason } from './build-settings.ts';

const fresh = {
  force: false,
  builtAt: 2000,
  sourcesAt: 1000,
  built: { siteUrl: 'http://localhost:4321' },
  wanted: { siteUrl: 'http://localhost:4321' },
};

describe('whether npm start builds the site', () => {
  it('serves a build made from the same sources for the same address', () => {
    expect(rebuildReason(fresh)).toBe('');
  });

  it('rebuilds when SITE_URL differs from the one dist/ was built with, and says so', () => {
    expect(rebuildReason({ ...fresh, wanted: buildSettingsFrom({ SITE_URL: 'https://launchpad.example' }) })).toBe(
      'SITE_URL changed (http://localhost:4321 -> https://launchpad.example): rebuilding the site…',
    );
  });

  it('rebuilds a build that recorded no settings, a missing one, changed sources, and on FORCE_BUILD', () => {
    expect(rebuildReason({ ...fresh, built: null })).toMatch(/does not say which SITE_URL/);
    expect(rebuildReason({ ...fresh, builtAt: 0 })).toBe('No build yet: building the site…');
    expect(rebuildReason({ ...fresh, sourcesAt: 3000 })).toBe('Sources changed: rebuilding the site…');
    expect(rebuildReason({ ...fresh, force: true })).toMatch(/^FORCE_BUILD=1/);
  });

  it('takes the same default address as the build', () => {
    expect(buildSettingsFrom({})).toEqual({ siteUrl: 'http://localhost:4321' });
  });
});
