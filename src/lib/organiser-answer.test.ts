import { describe, expect, it } from 'vitest';
import { answerDisplay } from './organiser-answer.ts';

describe('answerDisplay', () => {
  it('shows stage codes and ticks in words, and a dash for nothing', () => {
    expect(answerDisplay('currentStage', 'PROTOTYPING')).toEqual({ kind: 'text', text: 'Prototyping' });
    expect(answerDisplay('gender', 'FEMALE')).toEqual({ kind: 'text', text: 'Female' });
    expect(answerDisplay('hasCofounders', 'false')).toEqual({ kind: 'text', text: 'No' });
    expect(answerDisplay('hasCofounders', 'true')).toEqual({ kind: 'text', text: 'Yes' });
    expect(answerDisplay('cofounderRole', '')).toEqual({ kind: 'text', text: '–' });
    expect(answerDisplay('startupName', 'Krishi Sense')).toEqual({ kind: 'text', text: 'Krishi Sense' });
  });

  it('makes web addresses links, the video pitch with a clear label; other schemes stay text', () => {
    expect(answerDisplay('videoPitch', 'https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'link',
      href: 'https://youtu.be/dQw4w9WgXcQ',
      text: 'Watch the video pitch',
    });
    expect(answerDisplay('website', 'http://krishi.example')).toMatchObject({
      kind: 'link',
      text: 'http://krishi.example',
    });
    expect(answerDisplay('website', 'javascript:alert(1)')).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
  });
});
