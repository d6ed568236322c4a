/**
 * Content errors are loud: a post or data file with a missing or mistyped field must stop `astro sync`
 * (and so `astro build`) with a message naming the file and the field. Each case runs `astro sync` on a
 * throw-away copy of the project's content setup, so the real checkout is never touched.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
/** Astro 7 needs Node 24; prefer the project's pinned binary over whatever runs Vitest. */
const NODE = existsSync(join(ROOT, 'node_modules/node/bin/node'))
  ? join(ROOT, 'node_modules/node/bin/node')
  : process.execPath;
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

/** Files `astro sync` needs: the config, the content config and all of src/ that they may import. */
const COPIED = ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src'];

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh copy of the content setup; content/images is linked, not copied (sync checks the files exist). */
async function makeCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'content-errors-'));
  temps.push(dir);
  for (const path of COPIED) await cp(join(ROOT, path), join(dir, path), { recursive: true });
  await cp(join(ROOT, 'content'), join(dir, 'content'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(ROOT, 'content', 'images')),
  });
  await symlink(join(ROOT, 'content', 'images'), join(dir, 'content', 'images'), 'dir');
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // Keep Astro's and Vite's caches inside the copy: node_modules is shared with the real checkout.
  await writeFile(
    join(dir, 'astro.config.test.mjs'),
    "import base from './astro.config.mjs';\n" +
      "export default { ...base, cacheDir: './.cache/astro', vite: { ...base.vite, cacheDir: './.cache/vite' } };\n",
  );
  return dir;
}

/** Syncs running at once: each is a whole Astro process, and the machine (2 cores) is shared. */
const SYNCS_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `astro sync` in `dir` once a slot is free; resolves with the exit code and everything printed. */
async function sync(dir: string): Promise<{ code: number | null; output: string }> {
  if (running >= SYNCS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await runSync(dir);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function runSync(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(NODE, [ASTRO, 'sync', '--config', 'astro.config.test.mjs'], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

/** Edits one file of a copy in place. */
async function edit(dir: string, path: string, change: (text: string) => string): Promise<void> {
  const file = join(dir, path);
  const before = await readFile(file, 'utf-8');
  const after = change(before);
  expect(after, `the edit of ${path} changed nothing`).not.toBe(before);
  await writeFile(file, after);
}

/** Edits one JSON file of a copy as data. */
async function editJson(dir: string, path: string, change: (data: any) => void): Promise<void> {
  await edit(dir, path, (text) => {
    const data: unknown = JSON.parse(text);
    change(data);
    return `${JSON.stringify(data, null, 2)}\n`;
  });
}

const post05 = (await readdir(join(ROOT, 'content/blog'))).find((name) => name.startsWith('05-'));

describe('content validation', { timeout: 120_000 }, () => {
  it('has a post 05 to break', () => {
    expect(post05).toMatch(/^05-.+\.mdx$/);
  });

  // The syncs (each ~3 s on a quiet machine) run two at a time, in the order listed, to keep the suite short.
  const cases = {
    intact: makeCopy().then(sync),
    postWithoutDate: makeCopy().then(async (dir) => {
      await edit(dir, `content/blog/${post05}`, (text) => text.replace(/^date: .*\n/m, ''));
      return sync(dir);
    }),
    // YAML reads 2025-13-45 as 14 Feb 2026; the blog's loader hands the schema the text written instead.
    impossibleDate: makeCopy().then(async (dir) => {
      await edit(dir, `content/blog/${post05}`, (text) => text.replace(/^date: .*$/m, 'date: 2025-13-45'));
      return sync(dir);
    }),
    copiedPost: makeCopy().then(async (dir) => {
      await cp(join(dir, 'content/blog', post05!), join(dir, 'content/blog/99-my-copy.mdx'));
      return sync(dir);
    }),
    postWithoutComments: makeCopy().then(async (dir) => {
      await edit(dir, `content/blog/${post05}`, (text) => text.replace(/^comments:\n(?:[ ].*\n)*/m, ''));
      return sync(dir);
    }),
    mistypedQuantity: makeCopy().then(async (dir) => {
      await edit(dir, 'content/categories.json', (text) => text.replace('"quantity"', '"quantiy"'));
      return sync(dir);
    }),
    unknownCategoryAndTag: makeCopy().then(async (dir) => {
      await edit(dir, `content/blog/${post05}`, (text) =>
        text.replace(/^categories: \[/m, 'categories: ["Cooking", ').replace(/^tags: \[/m, 'tags: ["Baking", '),
      );
      return sync(dir);
    }),
    // Search filters are declared in templates and posts; the declared names live in src/lib/search/filters.ts.
    unknownSearchFilters: makeCopy().then(async (dir) => {
      await edit(dir, `content/blog/${post05}`, (text) => `${text}\n<span data-pagefind-filter="year">2024</span>\n`);
      await edit(dir, 'src/pages/blog-single/[id].astro', (text) =>
        text.replace('data-pagefind-filter="tag"', 'data-pagefind-filter="tags"'),
      );
      return sync(dir);
    }),
    // One day of sessions with every mistake the schedule's schema catches (they are reported together).
    badSchedule: makeCopy().then(async (dir) => {
      await editJson(dir, 'content/schedule.json', (days) => {
        const day = days.find((candidate: { id: number }) => candidate.id === 2);
        day.timeZone = 'Asia/Mumbai';
        day.tabData[0].end = '2027-01-23T08:30';
        day.tabData[1].speaker = 99;
        day.tabData[2].id = day.tabData[1].id;
        day.tabData[3].start = '2022-02-30T25:00';
      });
      return sync(dir);
    }),
    missingImage: makeCopy().then(async (dir) => {
      await edit(dir, 'content/gallery.json', (text) => text.replace('gallery-07.jpg', 'gallery-70.jpg'));
      return sync(dir);
    }),
    fieldWithoutVisibility: makeCopy().then(async (dir) => {
      await edit(dir, 'content/application-form.json', (text) =>
        text.replace(/("name": "cofounderRole",[^}]*?)\n\s*"visibleToReviewers": false,/, '$1'),
      );
      return sync(dir);
    }),
    brokenJson: makeCopy().then(async (dir) => {
      await edit(dir, 'content/faqs.json', (text) => text.replace(/\}\s*\]\s*$/, '},\n]\n'));
      return sync(dir);
    }),
  };
  // Nothing may reject before the tests await it.
  for (const pending of Object.values(cases)) pending.catch(() => {});

  it('syncs the unbroken content (exit 0)', async () => {
    const { code, output } = await cases.intact;
    expect(output).toContain('Synced content');
    expect(code, output).toBe(0);
  });

  it('accepts a post without `comments` (the README calls them optional)', async () => {
    const { code, output } = await cases.postWithoutComments;
    expect(output).not.toContain('comments');
    expect(code, output).toBe(0);
  });

  it('fails on a post without `date`, naming the file and the field', async () => {
    const { code, output } = await cases.postWithoutDate;
    expect(code).not.toBe(0);
    expect(output).toContain(post05!.replace(/\.mdx$/, ''));
    expect(output).toMatch(/\bdate\b.*Required/);
  });

  it('fails on a post date that does not exist instead of rolling it over', async () => {
    const { code, output } = await cases.impossibleDate;
    expect(code).not.toBe(0);
    expect(output).toContain(post05!.replace(/\.mdx$/, ''));
    expect(output).toContain('"2025-13-45" is not a date that exists: write one like 2025-06-24');
  });

  it('fails on a copied post that kept the id of the post it was copied from, naming both files', async () => {
    const { code, output } = await cases.copiedPost;
    expect(code).not.toBe(0);
    expect(output).toContain(
      `content/blog/99-my-copy.mdx: id 5 is already the id of content/blog/${post05}: give one of them the next free id`,
    );
  });

  it('fails on a mistyped `quantity` in categories.json, naming the file and both keys', async () => {
    const { code, output } = await cases.mistypedQuantity;
    expect(code).not.toBe(0);
    expect(output).toContain('categories.json');
    expect(output).toMatch(/\bquantity\b.*Required/);
    expect(output).toContain('Unrecognized key: "quantiy"');
  });

  it('fails on a post category or tag (search filters) that categories.json or tags.json does not list', async () => {
    const { code, output } = await cases.unknownCategoryAndTag;
    expect(code).not.toBe(0);
    expect(output).toContain(post05!.replace(/\.mdx$/, ''));
    expect(output).toMatch(/categories\.0: Invalid option/);
    expect(output).toMatch(/tags\.0: Invalid option/);
  });

  it('fails on a search filter that does not exist, naming the source file, line and filter', async () => {
    const { code, output } = await cases.unknownSearchFilters;
    expect(code).not.toBe(0);
    const postLines = (await readFile(join(ROOT, 'content/blog', post05!), 'utf-8')).split('\n').length;
    expect(output).toContain(
      `content/blog/${post05}:${postLines + 1}: data-pagefind-filter names an unknown search filter "year"`,
    );
    expect(output).toMatch(
      /src\/pages\/blog-single\/\[id\]\.astro:\d+: data-pagefind-filter names an unknown search filter "tags"/,
    );
    expect(output).toContain('The search filters are type, category, tag (src/lib/search/filters.ts).');
  });

  describe('a schedule day with mistakes', () => {
    it('fails, naming content/schedule.json', async () => {
      const { code, output } = await cases.badSchedule;
      expect(code).not.toBe(0);
      expect(output).toContain('content/schedule.json');
    });

    it('names a session ending before it starts', async () => {
      expect((await cases.badSchedule).output).toContain('tabData.0.end: Must be after start (2027-01-23T09:00)');
    });

    it('names an unknown speaker reference', async () => {
      expect((await cases.badSchedule).output).toContain(
        'tabData.1.speaker: Must be the id of a speaker in content/speakers.json',
      );
    });

    it('names an invalid time zone', async () => {
      expect((await cases.badSchedule).output).toContain(
        'timeZone: Must be an IANA time zone such as "America/New_York"',
      );
    });

    it('names a session id used twice in the day (pages, calendar UIDs and agenda keys would collide)', async () => {
      expect((await cases.badSchedule).output).toContain(
        'tabData.2.id: Must be unique within the day: session 2 is also tabData.1',
      );
    });

    it('names a time that does not exist instead of rolling it over', async () => {
      expect((await cases.badSchedule).output).toContain(
        'tabData.3.start: "2022-02-30T25:00" is not a time that exists',
      );
    });
  });

  it('fails on a picture that does not exist, naming the file, the field and the path', async () => {
    const { code, output } = await cases.missingImage;
    expect(code).not.toBe(0);
    expect(output).toContain('content/gallery.json');
    expect(output).toContain('thumb: No such image: content/images/gallery/gallery-70.jpg');
  });

  it('fails on a form field without `visibleToReviewers`, naming the file and the field', async () => {
    const { code, output } = await cases.fieldWithoutVisibility;
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid form definition content/application-form.json');
    expect(output).toContain(
      'sections.1.formFields.5.visibleToReviewers (field "cofounderRole"): visibleToReviewers is required: true or false (may reviewers read it?)',
    );
  });

  it('fails on a data file that is not valid JSON, naming the file', async () => {
    const { code, output } = await cases.brokenJson;
    expect(code).not.toBe(0);
    expect(output).toContain('content/faqs.json');
    expect(output).toContain('invalid JSON');
  });
});
