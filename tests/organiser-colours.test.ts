/**
 * The organiser workspace is styled on the design tokens (`--c-*` in src/styles/global.css): a colour written as a
 * literal in its styles would drift from the rest of the site the next time the palette changes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every stylesheet of the workspace, and every .astro file of it (whose <style> blocks are styles too). */
const WORKSPACE_FOLDERS = ['src/features/workspace', 'src/components/organiser', 'src/pages/organiser'];
const WORKSPACE_FILES = ['src/layouts/OrganiserLayout.astro'];

function workspaceStyleSources(): string[] {
  const inFolders = WORKSPACE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css') || name.endsWith('.astro'))
      .map((name) => path.join(folder, name)),
  );
  return [...inFolders, ...WORKSPACE_FILES];
}

/** The CSS of a file: the whole of a stylesheet, the <style> blocks of an .astro file; comments blanked, lines kept. */
function cssOf(file: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  const css = file.endsWith('.css')
    ? text
    : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''));
}

/** Colour literals: #rgb … #rrggbbaa, and the rgb()/rgba()/hsl()/hsla() functions. */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;

describe('the organiser workspace’s styles', () => {
  it('write every colour through the design tokens, never as a literal', () => {
    const sources = workspaceStyleSources();
    expect(sources).toContain('src/features/workspace/common/Organiser.module.css');
    const literals = sources.flatMap((file) =>
      cssOf(file)
        .split('\n')
        .flatMap((line, i) => (line.match(COLOUR_LITERAL) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(literals).toEqual([]);
  });
});
