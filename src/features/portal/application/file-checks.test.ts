import { describe, expect, it } from 'vitest';
import { formatFileSize, inspectFile, pickError, submitFileError } from './file-checks.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const MB = 1024 * 1024;

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

/** A file whose reported size is `size` without allocating it. */
const sized = (head: Uint8Array<ArrayBuffer>, name: string, type: string, size: number) => {
  const f = file(head, name, type);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('file checks', () => {
  it('accepts a real PDF and refuses a PNG renamed .pdf, on pick and on submit', async () => {
    const good = await inspectFile(file(PDF, 'deck.pdf', 'application/pdf'));
    expect(pickError(good)).toBeUndefined();
    expect(submitFileError(good, true)).toBeUndefined();

    const renamed = await inspectFile(file(PNG, 'deck.pdf', 'application/pdf'));
    expect(pickError(renamed)).toBe('Unsupported file type');
    expect(submitFileError(renamed, true)).toBe('Invalid file type');

    // Browsers report '' for a type they do not know: the name and bytes then decide, as in the API.
    const untyped = await inspectFile(file(PDF, 'deck.pdf', ''));
    expect(pickError(untyped)).toBeUndefined();
    const unnamed = await inspectFile(file(PDF, 'deck', 'application/pdf'));
    expect(pickError(unnamed)).toBe('Unsupported file type');

    const text = await inspectFile(file(new TextEncoder().encode('hello'), 'notes.txt', 'text/plain'));
    expect(pickError(text)).toBe('Unsupported file type');
    expect(submitFileError(text, false)).toBe('Invalid file type');
  });

  it('refuses more than 10 MB with the pick and submit messages', async () => {
    const big = await inspectFile(sized(PDF, 'deck.pdf', 'application/pdf', 10 * MB + 1));
    expect(pickError(big)).toBe('File size exceeds 10MB');
    expect(submitFileError(big, true)).toBe('File exceeds 10MB limit');
    const exact = await inspectFile(sized(PDF, 'deck.pdf', 'application/pdf', 10 * MB));
    expect(pickError(exact)).toBeUndefined();
  });

  it('requires a file only when the field is required', () => {
    expect(submitFileError(undefined, true)).toBe('This file is required');
    expect(submitFileError(undefined, false)).toBeUndefined();
  });

  it('formats sizes', () => {
    expect(formatFileSize(2.5 * MB)).toBe('2.5 MB');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
