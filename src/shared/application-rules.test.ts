import { describe, expect, it } from 'vitest';
import { fieldValueError, isFieldRequired, isVideoPitchUrl, videoPitchError } from './application-rules.ts';
import { APPLICATION_MESSAGES } from './messages/application.ts';

describe('application rules', () => {
  it('accepts YouTube watch and short links with an 11-character id', () => {
    for (const ok of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
    ])
      expect(isVideoPitchUrl(ok), ok).toBe(true);
    for (const bad of [
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
      'https://youtu.be/dQw4w9WgXc',
      'https://vimeo.com/123456789',
      'https://www.youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    ])
      expect(isVideoPitchUrl(bad), bad).toBe(false);
  });

  it('uses the typing message for non-URLs and the YouTube message otherwise', () => {
    expect(videoPitchError('')).toBeUndefined();
    expect(videoPitchError('hello', true)).toBe(APPLICATION_MESSAGES.notAUrl);
    expect(videoPitchError('hello')).toBe(APPLICATION_MESSAGES.videoUrl);
    expect(videoPitchError('https://vimeo.com/1', true)).toBe(APPLICATION_MESSAGES.videoUrl);
  });

  it('requires co-founder fields only while hasCofounders is ticked', () => {
    const cofounder = {
      name: 'cofounderName',
      fieldType: 'text',
      isRequired: true,
      dependsOn: 'hasCofounders',
    } as const;
    expect(isFieldRequired(cofounder, { hasCofounders: 'false' })).toBe(false);
    expect(isFieldRequired(cofounder, { hasCofounders: 'true' })).toBe(true);
    expect(fieldValueError(cofounder, '', { hasCofounders: 'true' })).toBe('This field is required');
    expect(fieldValueError({ name: 'agree', fieldType: 'checkbox', isRequired: true }, 'false', {})).toBe(
      'This field is required',
    );
  });
});
