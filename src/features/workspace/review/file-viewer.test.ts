import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { createFileViewer, type FileViewerEffects } from './file-viewer.ts';

const ENDED = 'Your session has ended. Please sign in again.';
const file = (id: string, name: string, mimeType: string) => ({
  id,
  fieldName: 'pitchDeck',
  name,
  mimeType,
  size: 4,
  url: `/api/files/${id}?sig=x`,
});
const deck = file('f1', 'deck.pdf', 'application/pdf');
const photo = file('f2', 'team.png', 'image/png');
const sheet = file('f3', 'plan.html', 'text/html');

/** The browser's side, recorded: object URLs made and revoked, files asked for, sessions ended. */
function browser(overrides: Partial<FileViewerEffects> = {}) {
  const log = {
    asked: [] as string[],
    made: [] as string[],
    revoked: [] as string[],
    ended: [] as (string | undefined)[],
  };
  const effects: FileViewerEffects = {
    token: () => 'token-1',
    endSession: (reason) => void log.ended.push(reason),
    openId: () => 'app-1',
    getFile: async (token, id, fileId) => (log.asked.push(`${token} ${id} ${fileId}`), new Blob(['%PDF'])),
    objectUrl: (blob) => {
      const url = `blob:${log.made.length + 1} ${blob.type}`;
      log.made.push(url);
      return url;
    },
    revokeObjectUrl: (url) => void log.revoked.push(url),
    dataUrl: async (blob) => `data:${blob.type};base64,JVBERg==`,
    ...overrides,
  };
  return { log, effects };
}

describe('the file viewer', () => {
  it('shows a PDF in a frame of its own origin (a data: URL), with the file’s own link', async () => {
    const { log, effects } = browser();
    const viewer = createFileViewer(effects);
    expect(viewer.$deck.get()).toBeNull();
    await viewer.open(deck);
    expect(log.asked).toEqual(['token-1 app-1 f1']);
    expect(viewer.$deck.get()).toEqual({
      url: 'blob:1 application/pdf',
      frameUrl: 'data:application/pdf;base64,JVBERg==',
      link: deck.url,
      mimeType: 'application/pdf',
      error: '',
    });
  });

  it('shows an image as itself, hands any other type over as bytes, and revokes the URL it no longer shows', async () => {
    const { log, effects } = browser();
    const viewer = createFileViewer(effects);
    await viewer.open(photo);
    expect(viewer.$deck.get()).toMatchObject({ url: 'blob:1 image/png', frameUrl: '', mimeType: 'image/png' });
    await viewer.open(sheet);
    expect(viewer.$deck.get()).toMatchObject({ url: 'blob:2 application/octet-stream', frameUrl: '' });
    expect(viewer.$deck.get()!.mimeType).toBe('application/octet-stream');
    expect(log.revoked).toEqual(['blob:1 image/png']);
  });

  it("says the server's refusal, or the status when it sent no message", async () => {
    const refusals = [
      new ApiRequestError(409, {
        message: 'This deck could not be prepared for blind review. Please ask an organiser.',
      }),
      new ApiRequestError(500, {}),
    ];
    const viewer = createFileViewer(browser({ getFile: () => Promise.reject(refusals.shift()) }).effects);
    await viewer.open(deck);
    expect(viewer.$deck.get()).toMatchObject({
      error: 'This deck could not be prepared for blind review. Please ask an organiser.',
      url: '',
    });
    await viewer.open(deck);
    expect(viewer.$deck.get()).toMatchObject({ error: 'The file could not be loaded (500)', url: '' });
  });

  it('says so when the PDF cannot be read, and the network error when the server was not reached', async () => {
    const unreadable = createFileViewer(
      browser({ dataUrl: () => Promise.reject(new Error('NotReadableError')) }).effects,
    );
    await unreadable.open(deck);
    expect(unreadable.$deck.get()).toMatchObject({ error: 'The file could not be read', url: '' });
    const offline = createFileViewer(
      browser({ getFile: () => Promise.reject(new TypeError('Failed to fetch')) }).effects,
    );
    await offline.open(deck);
    expect(offline.$deck.get()).toMatchObject({ error: 'Failed to fetch' });
  });

  it("ends the session on a 401 with the server's reason, and asks nothing without a session", async () => {
    const { log, effects } = browser({ getFile: () => Promise.reject(new ApiRequestError(401, { message: ENDED })) });
    const viewer = createFileViewer(effects);
    await viewer.open(deck);
    expect(log.ended).toEqual([ENDED]);
    expect(viewer.$deck.get()).toBeNull();

    const signedOut = browser({ token: () => undefined });
    const none = createFileViewer(signedOut.effects);
    await none.open(deck);
    expect(signedOut.log.asked).toEqual([]);
    expect(none.$deck.get()).toBeNull();
  });
});
