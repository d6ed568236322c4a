/**
 * What the documentation promises about itself: the README links to nothing outside the repository (a
 * clean clone must be enough), docs/pages.md describes every home page the site builds, and every reference
 * to the spec in the code names a section docs/spec.md has.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('README.md', () => {
  const readme = read('README.md');

  it('names no address outside this machine: loopback, or a placeholder under the reserved .example', () => {
    const addresses = readme.match(/https?:\/\/[^\s)>\]`'"]+/g) ?? [];
    const outside = addresses.filter(
      (a) => !/^https?:\/\/(127\.0\.0\.1|localhost|[\w.-]+\.example)(:\d+)?(\/|$)/.test(a),
    );
    expect(outside).toEqual([]);
  });

  it('links only to files of the repository, each of which exists', () => {
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!.split('#')[0]!).filter(Boolean);
    for (const target of targets) {
      expect(target, target).not.toMatch(/^[a-z][a-z+.-]*:/i);
      expect(existsSync(path.join(root, target)), target).toBe(true);
    }
  });
});

describe('docs/pages.md', () => {
  it('lists the home page and every home variant the site builds, each with what it holds', () => {
    const variants = readdirSync(path.join(root, 'src/pages'))
      .filter((name) => /^home-\d+\.astro$/.test(name))
      .map((name) => `/${name.replace('.astro', '')}`);
    expect(variants.length).toBeGreaterThan(0);
    const rows = read('docs/pages.md')
      .split('\n')
      .filter((line) => line.startsWith('| `/'));
    for (const page of ['/', ...variants]) {
      const row = rows.find((line) => line.startsWith(`| \`${page}\` `));
      expect(row, page).toBeDefined();
      // Its opening and the sections that follow, not empty cells.
      const cells = row!.split('|').map((cell) => cell.trim());
      expect(cells.filter((cell) => cell.length > 0).length, page).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('docs/spec.md', () => {
  const steering = path.resolve(root, '../shared/spec/event-site-spec.md');

  it.runIf(existsSync(steering))('is the product spec word for word, below its note of where it comes from', () => {
    const copy = read('docs/spec.md');
    expect(copy.slice(copy.indexOf('\n\n') + 2)).toBe(readFileSync(steering, 'utf8'));
  });

  it('has every section the code refers to as docs/spec.md §N (and §M after it, as in "§4, §5 and §8")', () => {
    const sections = new Set([...read('docs/spec.md').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(ts|tsx|astro|mjs|css)$/.test(e.name))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    const referred = ['src', 'scripts', 'e2e', 'tests']
      .flatMap(sources)
      .flatMap((file) =>
        [...read(file).matchAll(/docs\/spec\.md ((?:§\d+(?:, | and | or )?)+)/g)].flatMap((m) =>
          [...m[1]!.matchAll(/§(\d+)/g)].map((n) => ({ file, section: n[1]! })),
        ),
      );
    expect(referred.length).toBeGreaterThan(50);
    expect(referred.filter((r) => !sections.has(r.section))).toEqual([]);
  });
});

describe('references to documents', () => {
  it('cite no ARCHITECTURE.md: the design notes live outside the repository, where a reader of a clone cannot open them', () => {
    const files = ['src', 'scripts', 'e2e', 'tests', 'docs']
      .flatMap((dir) =>
        readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
          .filter((e) => e.isFile() && /\.(ts|tsx|astro|mjs|css|md)$/.test(e.name))
          .map((e) => path.relative(root, path.join(e.parentPath, e.name))),
      )
      .concat('README.md')
      .filter((file) => file !== 'tests/docs.test.ts');
    expect(files.filter((file) => read(file).includes('ARCHITECTURE.md'))).toEqual([]);
  });
});

describe('docs/organisers.md, "Registering the SMS templates"', () => {
  it('lists every registered wording, word for word as the server sends it, with its MSG91 variable', async () => {
    const { SMS_WORDINGS } = await import('../src/shared/messages/sms-wordings.ts');
    const { eventName } = JSON.parse(read('content/site.json')) as { eventName: string };
    const rows = read('docs/organisers.md')
      .split('\n')
      .filter((line) => /^\| `[A-Z_]+` +\| `MSG91_/.test(line));
    const listed = rows.map((row) => row.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')));
    const expected = Object.entries(SMS_WORDINGS).map(([id, wording]) => [
      id,
      `MSG91_${id}_TEMPLATE_ID`,
      wording.text.replaceAll('{event}', eventName).replace(/\{(\w+)\}/g, '##$1##'),
    ]);
    expect(listed.map((cells) => cells.slice(1, 4))).toEqual(expected);
  });
});
