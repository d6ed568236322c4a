/**
 * Content errors are loud: a post or data file with a missing or mistyped field stops the build with a message naming
 * the file and the field. The build's collections and `npm run check:content` share their schemas
 * (src/lib/content/collections.ts), so most cases run the content check in process on a throw-away copy of content/
 * and assert the lines it prints. The build's own rules that the check does not run are called in process too: the
 * data files' loader, the search filters the sources declare, and the application form's definition. One case runs
 * `astro sync` itself: the blog loader's rule against a post id used twice exists only there, and it proves the build
 * still stops on bad content. The real checkout is never touched.
 *
 * The mistakes tests/check-content.test.ts already plants (a post without a date or with one that does not exist, a
 * copied post as the check names it, a missing picture) are not planted again here.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';
import { searchIndex } from '../src/integrations/search-index.ts';
import { contentProblems } from '../src/lib/content/check/check-content.ts';
import { problemLine } from '../src/lib/content/check/problem.ts';
import { jsonFile } from '../src/lib/content/json-file-loader.ts';
import { loadFormDefinition } from '../src/server/forms/definition.ts';

const ROOT = resolve(import.meta.dirname, '..');

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'content-errors-'));
  temps.push(dir);
  return dir;
}

/** A copy of content/ without its pictures: the schemas look pictures and cross-references up in the checkout's. */
async function contentCopy(): Promise<string> {
  const dir = await tempDir();
  await cp(join(ROOT, 'content'), join(dir, 'content'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(ROOT, 'content', 'images')),
  });
  return dir;
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

/** The lines `npm run check:content` prints for a copy of content/ with `plant` applied. */
async function checkLines(plant: (dir: string) => Promise<void>): Promise<string[]> {
  const dir = await contentCopy();
  await plant(dir);
  return (await contentProblems(dir)).map(problemLine);
}

const post05 = (await readdir(join(ROOT, 'content/blog'))).find((name) => name.startsWith('05-'))!;
const post05Text = await readFile(join(ROOT, 'content/blog', post05), 'utf-8');
const post05Entry = `id 5 "${/^title: "(.*)"$/m.exec(post05Text)![1]}"`;
const schedule = JSON.parse(await readFile(join(ROOT, 'content/schedule.json'), 'utf-8'));
const day2 = schedule.find((day: { id: number }) => day.id === 2);

describe('content errors the content check names', () => {
  it('has a post 05 to break', () => {
    expect(post05).toMatch(/^05-.+\.mdx$/);
  });

  it('accepts a post without `comments` (the README calls them optional)', async () => {
    const lines = await checkLines((dir) =>
      edit(dir, `content/blog/${post05}`, (text) => text.replace(/^comments:\n(?:[ ].*\n)*/m, '')),
    );
    expect(lines).toEqual([]);
  });

  it('names a mistyped `quantity` in categories.json: the missing key and the unknown one', async () => {
    const lines = await checkLines((dir) =>
      edit(dir, 'content/categories.json', (text) => text.replace('"quantity"', '"quantiy"')),
    );
    expect(lines).toEqual([
      'content/categories.json: id 1 "Insight", quantity: Required',
      'content/categories.json: id 1 "Insight": Unrecognized key: "quantiy"',
    ]);
  });

  it('names a post category or tag (search filters) that categories.json or tags.json does not list', async () => {
    const lines = await checkLines((dir) =>
      edit(dir, `content/blog/${post05}`, (text) =>
        text.replace(/^categories: \[/m, 'categories: ["Cooking", ').replace(/^tags: \[/m, 'tags: ["Baking", '),
      ),
    );
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^content/blog/${post05}: ${post05Entry}, category 1: Invalid option`)),
      expect.stringMatching(new RegExp(`^content/blog/${post05}: ${post05Entry}, tag 1: Invalid option`)),
    ]);
  });

  it('names every mistake of a schedule day together, each at its session', async () => {
    const lines = await checkLines((dir) =>
      editJson(dir, 'content/schedule.json', (days) => {
        const day = days.find((candidate: { id: number }) => candidate.id === 2);
        day.timeZone = 'Asia/Mumbai';
        day.tabData[0].end = '2027-01-23T08:30';
        day.tabData[1].speaker = 99;
        day.tabData[2].id = day.tabData[1].id;
        day.tabData[3].start = '2022-02-30T25:00';
      }),
    );
    const at = `content/schedule.json: id 2 "${day2.tab.day}"`;
    expect(lines).toEqual([
      `${at}, timeZone: Must be an IANA time zone such as "America/New_York"`,
      `${at}, timeZone: Must be the venue's time zone, "America/New_York" (content/site.json event.timeZone)`,
      `${at}, session 2, speaker: Must be the id of a speaker in content/speakers.json`,
      `${at}, session 4, start: "2022-02-30T25:00" is not a time that exists: write one like 2027-01-23T09:00 (date, T, 24-hour time)`,
      `${at}, session 1, end: Must be after start (2027-01-23T09:00)`,
      `${at}, session 3, id: Must be unique within the day: session 2 is also tabData.1 (their pages, calendar UIDs and agenda keys would collide)`,
      // The page address follows the session id.
      `${at}, session 3, btnLink: Must be "/event-detail/2/2"`,
    ]);
  });
});

describe("content errors the build's own rules name, called in process", () => {
  it('the data files’ loader refuses a file that is not valid JSON, naming the file', async () => {
    const dir = await contentCopy();
    await edit(dir, 'content/faqs.json', (text) => text.replace(/\}\s*\]\s*$/, '},\n]\n'));
    const context = { config: { root: pathToFileURL(`${dir}/`) }, collection: 'faqs' } as unknown as LoaderContext;
    await expect(jsonFile('content/faqs.json').load(context)).rejects.toThrow(/^content\/faqs\.json: invalid JSON \(/);
  });

  it('the search index refuses a search filter that does not exist, naming the source file, line and filter', async () => {
    // The two sources that declare filters, each with an unknown one planted, alone under a root of their own.
    const dir = await tempDir();
    const template = 'src/pages/blog-single/[id].astro';
    for (const path of [`content/blog/${post05}`, template]) {
      await mkdir(join(dir, dirname(path)), { recursive: true });
      await cp(join(ROOT, path), join(dir, path));
    }
    await edit(dir, `content/blog/${post05}`, (text) => `${text}\n<span data-pagefind-filter="year">2024</span>\n`);
    await edit(dir, template, (text) => text.replace('data-pagefind-filter="tag"', 'data-pagefind-filter="tags"'));
    const configSetup = searchIndex().hooks['astro:config:setup']! as (options: unknown) => Promise<void>;
    const error: Error = await configSetup({ config: { root: pathToFileURL(`${dir}/`) } }).then(
      () => expect.unreachable('the unknown filters were accepted'),
      (thrown: Error) => thrown,
    );
    const postLines = post05Text.split('\n').length;
    expect(error.message).toContain(
      `content/blog/${post05}:${postLines + 1}: data-pagefind-filter names an unknown search filter "year"`,
    );
    expect(error.message).toMatch(
      /src\/pages\/blog-single\/\[id\]\.astro:\d+: data-pagefind-filter names an unknown search filter "tags"/,
    );
    expect(error.message).toContain('The search filters are type, category, tag (src/lib/search/filters.ts).');
  });

  it('the form definition refuses a field without `visibleToReviewers`, naming the file and the field', async () => {
    const dir = await contentCopy();
    await edit(dir, 'content/application-form.json', (text) =>
      text.replace(/("name": "cofounderRole",[^}]*?)\n\s*"visibleToReviewers": false,/, '$1'),
    );
    const file = join(dir, 'content/application-form.json');
    await expect(loadFormDefinition(file)).rejects.toThrow(
      `Invalid form definition ${relative(process.cwd(), file)}:\n` +
        '  sections.1.formFields.5.visibleToReviewers (field "cofounderRole"): visibleToReviewers is required: true or false (may reviewers read it?)',
    );
  });
});

/** Astro 7 needs Node 24; prefer the project's pinned binary over whatever runs Vitest. */
const NODE = existsSync(join(ROOT, 'node_modules/node/bin/node'))
  ? join(ROOT, 'node_modules/node/bin/node')
  : process.execPath;
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

/** A copy of what `astro sync` reads: the configs, src/ that they import, content/ (pictures linked, not copied). */
async function projectCopy(): Promise<string> {
  const dir = await contentCopy();
  for (const path of ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src']) {
    await cp(join(ROOT, path), join(dir, path), { recursive: true });
  }
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

/** Runs `astro sync` in `dir`: the exit code and everything printed. */
function sync(dir: string): Promise<{ code: number | null; output: string }> {
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

describe('astro sync', { timeout: 60_000 }, () => {
  it('fails on a copied post that kept the id of the post it was copied from, naming both files', async () => {
    const dir = await projectCopy();
    await cp(join(dir, 'content/blog', post05), join(dir, 'content/blog/99-my-copy.mdx'));
    const { code, output } = await sync(dir);
    expect(code, output).not.toBe(0);
    expect(output).toContain(
      `content/blog/99-my-copy.mdx: id 5 is already the id of content/blog/${post05}: give one of them the next free id`,
    );
  });
});
