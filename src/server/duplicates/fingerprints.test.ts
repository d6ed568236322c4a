import { describe, expect, it } from 'vitest';
import { fingerprintsOf, normalisedStartupName, websiteDomain } from './fingerprints.ts';

describe('what makes two applications look alike', () => {
  it('reads a startup name however it is written, without the company suffix', () => {
    for (const written of ['Krishi Sense Pvt. Ltd.', 'krishi-sense', 'KRISHI SENSE', 'Krishi Sense Private Limited'])
      expect(normalisedStartupName(written), written).toBe('krishisense');
    expect(normalisedStartupName('Krishi Sense Labs')).toBe('krishisenselabs');
  });

  it('reads a website as its registrable domain, and a shared profile domain as none', () => {
    expect(websiteDomain('https://www.SoilSense.in/about?x=1')).toBe('soilsense.in');
    expect(websiteDomain('soilsense.in')).toBe('soilsense.in');
    expect(websiteDomain('http://soilsense.in:8080')).toBe('soilsense.in');
    expect(websiteDomain('https://app.soilsense.in/login')).toBe('soilsense.in');
    expect(websiteDomain('https://linkedin.com/company/x')).toBe('');
    expect(websiteDomain('https://in.linkedin.com/company/x')).toBe('');
    expect(websiteDomain('https://sites.google.com/view/soilsense')).toBe('');
    expect(websiteDomain('not a site')).toBe('');
    expect(websiteDomain('http://192.168.1.10/')).toBe('');
    expect(websiteDomain('soilsense.in.')).toBe('');
  });

  it('keeps the owner’s label under a two-label suffix: India’s second-level domains and per-customer hosts', () => {
    expect(websiteDomain('https://shop.soilsense.co.in')).toBe('soilsense.co.in');
    expect(websiteDomain('www.soilsense.co.in')).toBe('soilsense.co.in');
    expect(websiteDomain('https://soilsense.github.io/site')).toBe('soilsense.github.io');
    expect(websiteDomain('https://docs.krishi.github.io')).toBe('krishi.github.io');
    expect(websiteDomain('krishi.vercel.app')).not.toBe(websiteDomain('jal.vercel.app'));
    expect(websiteDomain('co.in')).toBe('');
    expect(websiteDomain('https://github.io')).toBe('');
  });

  it('takes the answer’s name over the profile’s, skips names too short to mean anything, and each file once', () => {
    const answers = [{ fieldId: 1, name: 'startupName', label: 'Startup Name', value: 'Jal Labs' }];
    expect(
      fingerprintsOf(answers, { name: 'Other', website: 'https://www.app.jal.in' }, [{ sha256: 'a' }, { sha256: 'a' }]),
    ).toEqual([
      { kind: 'name', value: 'jallabs' },
      { kind: 'site', value: 'jal.in' },
      { kind: 'file', value: 'a' },
    ]);
    expect(fingerprintsOf([], { name: 'AB', website: '' }, [])).toEqual([]);
  });
});
