import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client.ts';
import { ORGANISER_MESSAGES } from '../shared/organiser-labels.ts';
import type { QueueNext, Stats, SubmissionDetail } from '../shared/organiser-schemas.ts';
import type { SubmissionList } from '../lib/organiser-api.ts';
import { createApplicationView } from './organiser-application-view.ts';
import { createListView } from './organiser-list-view.ts';
import { createQueueView } from './organiser-queue-view.ts';
import { createRead } from './organiser-read.ts';

const ENDED = 'Your session has ended. Please sign in again.';
const refused = (status: number, message: string) => new ApiRequestError(status, { message });

/** A signed-in session (or none: an empty token) that records every time the page would end it, with the reason. */
function session(token = 'token-1') {
  const ended: (string | undefined)[] = [];
  return { ended, effects: { token: () => token, endSession: (reason?: string) => void ended.push(reason) } };
}

const detail = { role: 'ORGANISER', submission: { id: 'app-1', startupName: 'Krishi Labs' } } as SubmissionDetail;

describe('the open application', () => {
  it('is loading until it has arrived, then ready, asked for with the session and the id', async () => {
    const { effects } = session();
    const asked: string[] = [];
    const view = createApplicationView({
      ...effects,
      getSubmission: async (token, id) => (asked.push(`${token} ${id}`), detail),
    });
    expect(view.$application.get()).toEqual({ phase: 'loading' });
    await view.load('app-1');
    expect(asked).toEqual(['token-1 app-1']);
    expect(view.$application.get()).toEqual({ phase: 'ready', detail });
    expect(view.openId()).toBe('app-1');
  });

  it('is not found without asking when the address names no application', async () => {
    const view = createApplicationView({
      ...session().effects,
      getSubmission: () => Promise.reject(new Error('asked')),
    });
    await view.load('');
    expect(view.$application.get()).toEqual({ phase: 'not-found', message: ORGANISER_MESSAGES.notFound });
  });

  it("is not found with the server's message on a 404 (gone, or not the reviewer's to see)", async () => {
    const view = createApplicationView({
      ...session().effects,
      getSubmission: () => Promise.reject(refused(404, 'Application not found')),
    });
    await view.load('app-9');
    expect(view.$application.get()).toEqual({ phase: 'not-found', message: 'Application not found' });
  });

  it('failed, with the message, when the server answers an error or is not reached', async () => {
    const view = createApplicationView({
      ...session().effects,
      getSubmission: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await view.load('app-1');
    expect(view.$application.get()).toEqual({ phase: 'failed', message: 'Failed to fetch' });
  });

  it("ends the session on a 401 with the server's reason, and leaves the page as it was", async () => {
    const { effects, ended } = session();
    const view = createApplicationView({ ...effects, getSubmission: () => Promise.reject(refused(401, ENDED)) });
    await view.load('app-1');
    expect(ended).toEqual([ENDED]);
    expect(view.$application.get()).toEqual({ phase: 'loading' });
  });

  it('asks nothing without a session', async () => {
    const view = createApplicationView({
      ...session('').effects,
      getSubmission: () => Promise.reject(new Error('asked')),
    });
    await view.load('app-1');
    expect(view.$application.get()).toEqual({ phase: 'loading' });
  });
});

describe('the review queue', () => {
  const next = { submissionId: 'app-1', done: 2, total: 5 } as unknown as QueueNext;

  it('opens the next application before showing the progress, so the form never empties under the keyboard', async () => {
    const order: string[] = [];
    const view = createQueueView({
      ...session().effects,
      getQueueNext: async () => next,
      open: async (id) => void order.push(`open ${id} while ${view.$queue.get().phase}`),
    });
    await view.next();
    expect(order).toEqual(['open app-1 while loading']);
    expect(view.$queue.get()).toEqual({ phase: 'ready', queue: next });
  });

  it('opens nothing when the queue is done', async () => {
    const opened: string[] = [];
    const done = { submissionId: null } as unknown as QueueNext;
    const view = createQueueView({
      ...session().effects,
      getQueueNext: async () => done,
      open: async (id) => void opened.push(id),
    });
    await view.next();
    expect(opened).toEqual([]);
    expect(view.$queue.get()).toEqual({ phase: 'ready', queue: done });
  });

  it('failed with the message, a 404 included; a 401 ends the session', async () => {
    const failing = createQueueView({
      ...session().effects,
      getQueueNext: () => Promise.reject(refused(404, 'Not found')),
      open: async () => undefined,
    });
    await failing.next();
    expect(failing.$queue.get()).toEqual({ phase: 'failed', message: 'Not found' });

    const { effects, ended } = session();
    const ending = createQueueView({
      ...effects,
      getQueueNext: () => Promise.reject(refused(401, ENDED)),
      open: async () => undefined,
    });
    await ending.next();
    expect(ended).toEqual([ENDED]);
    expect(ending.$queue.get()).toEqual({ phase: 'loading' });
  });
});

describe('a read owned by a store (the figures, the places, the decisions preview, the audit log)', () => {
  const stats = { total: 12 } as unknown as Stats;

  it('shows the answer, then the error with the last answer kept when a reload fails', async () => {
    let answer: () => Promise<Stats> = async () => stats;
    const read = createRead(session().effects, () => answer());
    expect(read.$read.get()).toEqual({ value: null, error: '' });
    await read.load();
    expect(read.$read.get()).toEqual({ value: stats, error: '' });
    answer = () => Promise.reject(refused(500, 'Something went wrong. Please try again.'));
    await read.load();
    expect(read.$read.get()).toEqual({ value: stats, error: 'Something went wrong. Please try again.' });
  });

  it("asks with the session and the arguments, and drops an older answer arriving after a newer one's", async () => {
    const pending = new Map<string, (answer: string) => void>();
    const read = createRead(
      session().effects,
      (token: string, page: number) => new Promise<string>((resolve) => pending.set(`${token} ${page}`, resolve)),
    );
    const older = read.load(1);
    const newer = read.load(2);
    pending.get('token-1 2')?.('page 2');
    await newer;
    pending.get('token-1 1')?.('page 1');
    await older;
    expect(read.$read.get()).toEqual({ value: 'page 2', error: '' });
  });

  it('ends the session on a 401 and shows no error', async () => {
    const { effects, ended } = session();
    const read = createRead(effects, () => Promise.reject(refused(401, ENDED)));
    await read.load();
    expect(ended).toEqual([ENDED]);
    expect(read.$read.get()).toEqual({ value: null, error: '' });
  });
});

describe('the applications list', () => {
  const page = (name: string) =>
    ({ submissions: [{ id: name }], total: 1, pageSize: 50, counts: { SUBMITTED: 1 } }) as unknown as SubmissionList;

  it('is loading while asked, then shows the rows, the total and the counts', async () => {
    const view = createListView({ ...session().effects, listSubmissions: async () => page('a') });
    const loading = view.load({ page: 1 });
    expect(view.$listState.get().phase).toBe('loading');
    await loading;
    expect(view.$listState.get()).toEqual({
      phase: 'ready',
      rows: [{ id: 'a' }],
      total: 1,
      pageSize: 50,
      counts: { SUBMITTED: 1 },
      message: '',
    });
  });

  it("drops an older query's answer arriving after a newer one's", async () => {
    const pending = new Map<string, (list: SubmissionList) => void>();
    const view = createListView({
      ...session().effects,
      listSubmissions: (_token, query) => new Promise((resolve) => pending.set(String(query.q), resolve)),
    });
    const older = view.load({ q: 'old' });
    const newer = view.load({ q: 'new' });
    pending.get('new')?.(page('new'));
    await newer;
    pending.get('old')?.(page('old'));
    await older;
    expect(view.$listState.get().rows).toEqual([{ id: 'new' }]);
  });

  it('failed: no rows and the message (a filter the server refuses); a 401 ends the session', async () => {
    const failing = createListView({
      ...session().effects,
      listSubmissions: () => Promise.reject(refused(400, 'Unknown status filter')),
    });
    await failing.load({ page: 1 });
    expect(failing.$listState.get()).toMatchObject({ phase: 'failed', rows: [], message: 'Unknown status filter' });

    const { effects, ended } = session();
    const ending = createListView({ ...effects, listSubmissions: () => Promise.reject(refused(401, ENDED)) });
    await ending.load({ page: 1 });
    expect(ended).toEqual([ENDED]);
  });
});
