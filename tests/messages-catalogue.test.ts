/**
 * Every user-visible message is written once, in src/shared/messages/: the lines a page shows while it loads and when
 * a read or a call fails are the ones most easily typed straight into a component, so no client code may hold one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const CLIENT_FOLDERS = [
  'src/components',
  'src/islands',
  'src/layouts',
  'src/pages',
  'src/features',
  'src/stores',
  'src/lib',
];

/** The wording of a loading line or of a failure, as the workspace and the portal write them. */
const LOAD_OR_FAILURE = /\bLoading\b|could not be (loaded|read|reached)|Request failed|Now pending|export failed/;

/** A file's code without its comments (block comments and whole-line // comments), one entry per line. */
function codeLines(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ''));
  return text.split('\n').map((line) => (/^\s*\/\//.test(line) ? '' : line));
}

describe('the message catalogue', () => {
  it('holds every loading line and failure of the client: none is written in a component, store or client module', () => {
    const files = CLIENT_FOLDERS.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(ts|tsx|astro)$/.test(name) && !name.endsWith('.test.ts'))
        .map((name) => path.join(folder, name)),
    );
    expect(files.length).toBeGreaterThan(100);
    const written = files.flatMap((file) =>
      codeLines(file).flatMap((line, i) => (LOAD_OR_FAILURE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(written).toEqual([]);
  });
});

describe('each message', () => {
  it('is written in one module of the shared code: a copy in another would drift from the first', () => {
    const files = readdirSync(path.join(root, 'src/shared'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join('src/shared', name));
    const writtenIn = new Map<string, Set<string>>();
    for (const file of files) {
      // Quoted words of some length: messages, not keys, codes or paths.
      for (const m of codeLines(file)
        .join('\n')
        .matchAll(/(?<![\w$])(?:'((?:[^'\\\n]|\\.){24,})'|`((?:[^`\\]|\\.){24,})`)/g)) {
        const text = m[1] ?? m[2]!;
        if (text.includes(' ')) writtenIn.set(text, (writtenIn.get(text) ?? new Set()).add(file));
      }
    }
    const copied = [...writtenIn]
      .filter(([, where]) => where.size > 1)
      .map(([text, where]) => `${text}: ${[...where]}`);
    expect(copied).toEqual([]);
  });
});
