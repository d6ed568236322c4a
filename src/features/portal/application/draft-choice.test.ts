import { describe, expect, it } from 'vitest';
import { chooseDraft } from './draft-choice.ts';

const server = (answers: Record<string, string>, updatedAt: string, files: string[] = []) => ({
  answers,
  revision: 1,
  updatedAt,
  files: files.map((name) => ({ fieldName: 'pitchDeck', originalName: name, mimeType: 'application/pdf', size: 1 })),
});

describe('chooseDraft', () => {
  it('restores the newer of the two and says which', () => {
    const local = { startupName: 'Laptop', _savedAt: Date.parse('2026-03-01T10:00:00Z') };
    expect(chooseDraft(local, server({ startupName: 'Phone' }, '2026-03-01T10:05:00Z'))).toMatchObject({
      answers: { startupName: 'Phone' },
      source: 'account',
    });
    expect(chooseDraft(local, server({ startupName: 'Phone' }, '2026-03-01T09:55:00Z'))).toMatchObject({
      answers: local,
      source: 'device',
    });
  });

  it('restores the only one there is without naming it, and always the account files', () => {
    expect(chooseDraft(undefined, server({ startupName: 'Phone' }, '2026-03-01T10:05:00Z', ['deck.pdf']))).toEqual({
      answers: { startupName: 'Phone' },
      source: undefined,
      files: { pitchDeck: 'deck.pdf' },
    });
    expect(chooseDraft({ startupName: 'Laptop' }, undefined)).toEqual({
      answers: { startupName: 'Laptop' },
      source: undefined,
      files: {},
    });
  });

  it('names neither when the two hold the same answers, whatever their save times', () => {
    const local = { startupName: 'Krishi', videoPitch: '', _savedAt: Date.parse('2026-03-01T10:00:00Z') };
    expect(chooseDraft(local, server({ startupName: 'Krishi' }, '2026-03-01T10:05:00Z', ['deck.pdf']))).toEqual({
      answers: { startupName: 'Krishi' },
      source: undefined,
      files: { pitchDeck: 'deck.pdf' },
    });
    expect(chooseDraft({ startupName: 'Krishi' }, server({ startupName: 'Krishi' }, '2026-03-01T10:05:00Z'))).toEqual({
      answers: { startupName: 'Krishi' },
      source: undefined,
      files: {},
    });
  });

  it('keeps a device draft with no save time, which predates drafts in the account', () => {
    expect(chooseDraft({ startupName: 'Old' }, server({ startupName: 'Phone' }, '2026-03-01T10:05:00Z'))).toMatchObject(
      {
        answers: { startupName: 'Old' },
        source: 'device',
      },
    );
  });
});
