import { describe, expect, it } from 'vitest';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-labels.ts';
import type { QueueNext, SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { ENDED, refused, session } from '../common/test-session.ts';
import { createApplicationView } from './application-view.ts';
import { createQueueView } from './queue-view.ts';

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
