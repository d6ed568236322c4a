import { describe, expect, it } from 'vitest';
import { smsSize } from './sms-segments.ts';

describe('smsSize', () => {
  it('counts GSM-7 texts in septets: 160 in one segment, 153 per part beyond', () => {
    expect(smsSize('')).toEqual({ encoding: 'GSM-7', characters: 0, units: 0, segments: 1 });
    expect(smsSize('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toMatchObject({ units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSize('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts extension characters (€ [ ] { } ^ ~ | \\) as two septets', () => {
    expect(smsSize('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', characters: 80, units: 160, segments: 1 });
    expect(smsSize(`${'a'.repeat(159)}{`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('sends any other character as UCS-2: 70 units in one segment, 67 per part beyond', () => {
    expect(smsSize('₹'.repeat(70))).toEqual({ encoding: 'UCS-2', characters: 70, units: 70, segments: 1 });
    expect(smsSize(`${'a'.repeat(70)}₹`)).toMatchObject({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize('नमस्ते')).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    // An emoji is one character but two UTF-16 units.
    expect(smsSize('🚀'.repeat(35))).toMatchObject({ characters: 35, units: 70, segments: 1 });
    expect(smsSize('🚀'.repeat(36))).toMatchObject({ units: 72, segments: 2 });
  });

  it('keeps the status SMS of today in one GSM-7 segment', () => {
    const text =
      'Launchpad 8: your application status is now Not selected. Read the details and any next step at https://launchpad.example/application';
    expect(smsSize(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});
