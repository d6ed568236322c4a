import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { WINDOW_MESSAGES } from '../../shared/messages/window.ts';
import { appSettings, users } from '../db/schema.ts';
import { CLOSE_GRACE_MS, saveWindow } from '../applications/window.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { applicationForm, fieldIds, get, postForm, signIn } from '../test/requests.ts';

let api: TestApi;
let token: string;
let ids: Record<string, number>;
const MINUTE = 60_000;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  ({ token } = await signIn(api));
  ids = await fieldIds(api, token);
  // Open an hour ago, closing in a minute.
  await saveWindow(
    api.deps.db,
    {
      applicationsOpenAt: new Date(api.clock.now - 60 * MINUTE).toISOString(),
      applicationsCloseAt: new Date(api.clock.now + MINUTE).toISOString(),
    },
    'test',
    new Date(api.clock.now),
  );
});

/**
 * Sends an application whose body stops halfway until `release` is called, as a slow upload does. The window is
 * checked (and passes) before the body is read: `reading` resolves when the server first reads it, so a test moves
 * the clock only once that check is behind it, however busy the machine.
 */
async function trickle() {
  const form = new Response(applicationForm(ids));
  const contentType = form.headers.get('content-type')!;
  const bytes = new Uint8Array(await form.arrayBuffer());
  const half = Math.floor(bytes.length / 2);
  let release!: () => void;
  const rest = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const reading = new Promise<void>((resolve) => (started = resolve));
  let pulls = 0;
  // No high-water mark: the stream is pulled only when the server reads, never ahead of it.
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pulls += 1;
        if (pulls === 1) {
          started();
          controller.enqueue(bytes.slice(0, half));
          return;
        }
        await rest;
        controller.enqueue(bytes.slice(half));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const answer = api.app.request('/api/create-submission', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
  return { answer, release, reading };
}

describeApi('the application window at commit', () => {
  it('refuses an upload that started before the close and finished after the grace: 403, nothing stored', async () => {
    const { answer, release, reading } = await trickle();
    await reading;
    api.clock.advance(MINUTE + CLOSE_GRACE_MS + 1000);
    release();
    const res = await answer;
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(WINDOW_MESSAGES.closed);
    const counts = await api.counts();
    expect([counts.submissions, counts.submission_files]).toEqual([0, 0]);
    expect(await api.uploads()).toEqual([]);
    const [user] = await api.deps.db.select().from(users);
    expect(user!.isApplicationSubmitted).toBe(false);
  });

  it('keeps an upload that finishes within the grace after the close', async () => {
    const { answer, release, reading } = await trickle();
    await reading;
    api.clock.advance(MINUTE + CLOSE_GRACE_MS / 2);
    release();
    expect((await answer).status).toBe(201);
    expect((await api.counts()).submissions).toBe(1);
  });
});

/** Nothing of the application was kept: no row, no file, and the applicant may still apply. */
async function nothingStored() {
  const counts = await api.counts();
  expect([counts.submissions, counts.submission_files]).toEqual([0, 0]);
  expect(await api.uploads()).toEqual([]);
  const [user] = await api.deps.db.select().from(users);
  expect(user!.isApplicationSubmitted).toBe(false);
}

/** Runs `during` while reading the stored window fails: its table is renamed away, then back. */
async function withWindowUnreadable<T>(during: () => Promise<T>): Promise<T> {
  await api.deps.db.execute(sql`alter table app_settings rename to app_settings_away`);
  try {
    return await during();
  } finally {
    await api.deps.db.execute(sql`alter table app_settings_away rename to app_settings`);
  }
}

describeApi('the application window fails closed', () => {
  it('refuses applications while the stored window no longer parses (503, the window message) and shows it closed', async () => {
    await api.deps.db
      .update(appSettings)
      .set({ value: { applicationsOpenAt: 'soon' } })
      .where(eq(appSettings.name, 'applicationWindow'));
    const res = await postForm(api, '/create-submission', applicationForm(ids), { token });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect((await res.json()).message).toBe(WINDOW_MESSAGES.unreadable);
    await nothingStored();
    const view = await (await get(api, '/application-window')).json();
    expect(view).toMatchObject({ isOpen: false, message: WINDOW_MESSAGES.unreadable });
  });

  it('refuses an application when reading the window fails', async () => {
    const res = await withWindowUnreadable(() => postForm(api, '/create-submission', applicationForm(ids), { token }));
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe(WINDOW_MESSAGES.unreadable);
    await nothingStored();
  });

  it('refuses at its save an upload that started while the window was readable and ended once it was not', async () => {
    const { answer, release, reading } = await trickle();
    await reading;
    const res = await withWindowUnreadable(async () => {
      release();
      return answer;
    });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe(WINDOW_MESSAGES.unreadable);
    await nothingStored();
  });

  it('takes applications again once the window can be read', async () => {
    await withWindowUnreadable(async () => {});
    const res = await postForm(api, '/create-submission', applicationForm(ids), { token });
    expect(res.status).toBe(201);
  });
});
