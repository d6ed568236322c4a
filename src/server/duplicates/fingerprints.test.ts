import { describe, expect, it } from 'vitest';
import { fingerprintsOf, normalisedStartupName, websiteHost } from './fingerprints.ts';

describe('what makes two applications look alike', () => {
  it('reads a startup name however it is written, without the company suffix', () => {
    for (const written of ['Krishi Sense Pvt. Ltd.', 'krishi-sense', 'KRISHI SENSE', 'Krishi Sense Private Limited'])
      expect(normalisedStartupName(written), written).toBe('krishisense');
    expect(normalisedStartupName('Krishi Sense Labs')).toBe('krishisenselabs');
  });

  it('reads a website as its host, and a shared profile host as none', () => {
    expect(websiteHost('https://www.SoilSense.in/about?x=1')).toBe('soilsense.in');
    expect(websiteHost('soilsense.in')).toBe('soilsense.in');
    expect(websiteHost('http://soilsense.in:8080')).toBe('soilsense.in');
    expect(websiteHost('https://linkedin.com/company/x')).toBe('');
    expect(websiteHost('not a site')).toBe('');
  });

  it('takes the answer’s name over the profile’s, skips names too short to mean anything, and each file once', () => {
    const answers = [{ fieldId: 1, name: 'startupName', label: 'Startup Name', value: 'Jal Labs' }];
    expect(
      fingerprintsOf(answers, { name: 'Other', website: 'https://jal.in' }, [{ sha256: 'a' }, { sha256: 'a' }]),
    ).toEqual([
      { kind: 'name', value: 'jallabs' },
      { kind: 'site', value: 'jal.in' },
      { kind: 'file', value: 'a' },
    ]);
    expect(fingerprintsOf([], { name: 'AB', website: '' }, [])).toEqual([]);
  });
});
