/**
 * `npm run check:content` names each planted mistake on one plain line: the file, the entry as an editor knows it and
 * the field, a list's items counted from 1. Each case runs the script on a throw-away copy of the project's content
 * and the code it reads (the schemas read content/ beside them), so the real checkout is never touched.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
/** The project's pinned Node (24) over whatever runs Vitest. */
const NODE = existsSync(join(ROOT, 'node_modules/node/bin/node'))
  ? join(ROOT, 'node_modules/node/bin/node')
  : process.execPath;

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A copy of what the check reads: its script, src/lib and src/shared, and content/ (pictures linked, not copied). */
async function makeCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'check-content-'));
  temps.push(dir);
  await mkdir(join(dir, 'scripts'));
  await cp(join(ROOT, 'scripts/check-content.ts'), join(dir, 'scripts/check-content.ts'));
  for (const path of ['package.json', 'src/lib', 'src/shared']) {
    await cp(join(ROOT, path), join(dir, path), { recursive: true });
  }
  await cp(join(ROOT, 'content'), join(dir, 'content'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(ROOT, 'content', 'images')),
  });
  await symlink(join(ROOT, 'content', 'images'), join(dir, 'content', 'images'), 'dir');
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs the check in `dir`: its exit code and the lines it printed. */
function check(dir: string): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((done, fail) => {
    const child = spawn(NODE, ['scripts/check-content.ts'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, lines: output.trim().split('\n') }));
  });
}

/** Edits one file of a copy as text. */
async function edit(dir: string, path: string, change: (text: string) => string): Promise<void> {
  const before = await readFile(join(dir, path), 'utf-8');
  const after = change(before);
  expect(after, `the edit of ${path} changed nothing`).not.toBe(before);
  await writeFile(join(dir, path), after);
}

/** Edits one JSON file of a copy as data. */
const editJson = (dir: string, path: string, change: (data: any) => void) =>
  edit(dir, path, (text) => {
    const data: unknown = JSON.parse(text);
    change(data);
    return `${JSON.stringify(data, null, 2)}\n`;
  });

const posts = (await readdir(join(ROOT, 'content/blog'))).filter((name) => name.endsWith('.mdx')).sort();
const post05 = posts.find((name) => name.startsWith('05-'))!;
const post05Text = await readFile(join(ROOT, 'content/blog', post05), 'utf-8');
const post05Title = /^title: "(.*)"$/m.exec(post05Text)![1];
const schedule = JSON.parse(await readFile(join(ROOT, 'content/schedule.json'), 'utf-8'));
const sessionDay = schedule.find((day: { kind: string; tabData: unknown[] }) => day.kind === 'sessions');
const faqs = JSON.parse(await readFile(join(ROOT, 'content/faqs.json'), 'utf-8'));

/** Plants a mistake in a fresh copy and runs the check on it. */
const planted = (plant: (dir: string) => Promise<void>) =>
  makeCopy().then(async (dir) => {
    await plant(dir);
    return check(dir);
  });

describe('npm run check:content', () => {
  // Started together: each is a short Node process (about a second).
  const cases = {
    intact: makeCopy().then(check),
    copiedPost: planted((dir) => cp(join(dir, 'content/blog', post05), join(dir, 'content/blog/99-my-copy.mdx'))),
    impossibleDate: planted((dir) =>
      edit(dir, `content/blog/${post05}`, (text) => text.replace(/^date: .*$/m, 'date: 2025-13-45')),
    ),
    missingDate: planted((dir) => edit(dir, `content/blog/${post05}`, (text) => text.replace(/^date: .*\n/m, ''))),
    missingImage: planted((dir) =>
      edit(dir, 'content/gallery.json', (text) => text.replace('gallery-07.jpg', 'gallery-70.jpg')),
    ),
    danglingSpeaker: planted((dir) =>
      editJson(dir, 'content/schedule.json', (days) => {
        days.find((day: { id: number }) => day.id === sessionDay.id).tabData[1].speaker = 99;
      }),
    ),
    mdxSyntax: planted((dir) =>
      edit(dir, `content/blog/${post05}`, (text) => `${text}\nA price {in rupees, of course.\n`),
    ),
    // The event's settings and the schedule are checked together.
    sessionsInIndiaTime: planted((dir) =>
      editJson(dir, 'content/schedule.json', (days) => {
        days.find((day: { id: number }) => day.id === sessionDay.id).timeZone = 'Asia/Kolkata';
      }),
    ),
    windowAfterEvent: planted((dir) =>
      editJson(dir, 'content/site.json', (site) => {
        site.applicationWindow.closesAt = '2027-12-31T23:59:59+05:30';
      }),
    ),
    duplicateFaqId: planted((dir) =>
      editJson(dir, 'content/faqs.json', (list) => {
        list[2].id = list[0].id;
      }),
    ),
    brokenJson: planted((dir) => edit(dir, 'content/faqs.json', (text) => text.replace(/\}\s*\]\s*$/, '},\n]\n'))),
  };
  for (const pending of Object.values(cases)) pending.catch(() => {});

  it('passes the content as it is (exit 0)', async () => {
    expect(await cases.intact).toEqual({ code: 0, lines: ['Content: no problems found.'] });
  });

  /** The one problem line a case printed, with the summary line after it. */
  const problemOf = async (name: keyof typeof cases) => {
    const { code, lines } = await cases[name];
    expect(code, lines.join('\n')).toBe(1);
    expect(lines.at(-1)).toBe('1 problem(s) in content/: fix each line above, then run npm run check:content again.');
    expect(lines, lines.join('\n')).toHaveLength(2);
    return lines[0];
  };

  it('names a copied post that kept the id of the post it was copied from', async () => {
    expect(await problemOf('copiedPost')).toBe(
      `content/blog/99-my-copy.mdx: id 5 "${post05Title}", id: 5 is already the id of content/blog/${post05}: give this post the next free id`,
    );
  });

  it('refuses a date that does not exist instead of rolling it over', async () => {
    expect(await problemOf('impossibleDate')).toBe(
      `content/blog/${post05}: id 5 "${post05Title}", date: "2025-13-45" is not a date that exists: write one like 2025-06-24`,
    );
  });

  it('names a post without a date', async () => {
    expect(await problemOf('missingDate')).toBe(`content/blog/${post05}: id 5 "${post05Title}", date: Required`);
  });

  it('names a picture that does not exist', async () => {
    expect(await problemOf('missingImage')).toBe(
      'content/gallery.json: id 7, thumb: No such image: content/images/gallery/gallery-70.jpg',
    );
  });

  it('names a session whose speaker does not exist, counting sessions from 1', async () => {
    expect(await problemOf('danglingSpeaker')).toBe(
      `content/schedule.json: id ${sessionDay.id} "${sessionDay.tab.day}", session 2, speaker: Must be the id of a speaker in content/speakers.json`,
    );
  });

  it('names an MDX syntax error with its line and column in the file', async () => {
    const line = post05Text.split('\n').length + 1;
    expect(await problemOf('mdxSyntax')).toBe(
      `content/blog/${post05}: id 5 "${post05Title}", line ${line}, column 9: MDX: Unexpected end of file in expression, expected a corresponding closing brace for "{"`,
    );
  });

  it("names a day of sessions written in another zone than the venue's", async () => {
    expect(await problemOf('sessionsInIndiaTime')).toBe(
      `content/schedule.json: id ${sessionDay.id} "${sessionDay.tab.day}", timeZone: Must be the venue's time zone, "America/New_York" (content/site.json event.timeZone)`,
    );
  });

  it('names an application window that closes after the event starts', async () => {
    expect(await problemOf('windowAfterEvent')).toBe(
      'content/site.json: applicationWindow.closesAt: Must be before the event starts (event.startsAt 2027-01-23T09:00, America/New_York)',
    );
  });

  it('names an id used twice in a data file', async () => {
    expect(await problemOf('duplicateFaqId')).toBe(
      `content/faqs.json: id ${faqs[0].id} "${faqs[2].title}", id: ${faqs[0].id} is already the id of "${faqs[0].title}" (entry 1): give this one the next free id`,
    );
  });

  it('names a data file that is not JSON, with the line and column', async () => {
    const lines = (await readFile(join(ROOT, 'content/faqs.json'), 'utf-8')).trimEnd().split('\n');
    // The comma planted after the last entry: the closing bracket on the next line is where JSON breaks.
    expect(await problemOf('brokenJson')).toBe(
      `content/faqs.json: line ${lines.length}, column 1: Not valid JSON: unexpected "]"`,
    );
  });
});
