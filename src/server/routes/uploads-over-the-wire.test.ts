/**
 * Uploads as `npm start` receives them: through node:http, whose request stream the server reads directly
 * (submissions/upload-body.ts), where `app.request` tests read the Fetch body instead.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissionFiles } from '../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { PDF, applicationForm, fieldIds, signIn } from '../test/requests.ts';

const MiB = 1024 * 1024;
let api: TestApi;
let server: ReturnType<typeof serve>;
let port: number;
let token: string;

beforeAll(async () => {
  api = await createTestApi();
  server = await new Promise((resolve) => {
    const s = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
});
beforeEach(async () => {
  await api.reset();
  ({ token } = await signIn(api));
});

type Answer = { status: number; message: string } | { error: string };

/** POSTs `head`, then `filler` bytes in 64 KiB slices (as fast as the server takes them), then `tail`. */
function post(path: string, contentType: string, head: Buffer, filler: number, tail: Buffer) {
  let sent = 0;
  const answer = new Promise<Answer>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, message: JSON.parse(text).message }));
      },
    );
    req.on('error', (err) => resolve({ error: err.message }));
    req.write(head);
    const slice = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent < filler) {
        sent += slice.length;
        if (!req.write(slice)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
  return { answer, sent: () => sent };
}

describeApi('uploads over node:http', () => {
  it('stores an application sent over the wire byte for byte', async () => {
    const deck = Buffer.concat([PDF, Buffer.alloc(3 * MiB, 0x41)]);
    const form = new Response(
      applicationForm(await fieldIds(api, token), undefined, { pitchDeck: { bytes: deck, name: 'deck.pdf' } }),
    );
    const res = await fetch(`http://127.0.0.1:${port}/api/create-submission`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.headers.get('content-type')! },
      body: new Uint8Array(await form.arrayBuffer()),
    });
    expect(res.status).toBe(201);
    const [file] = await api.deps.db.select().from(submissionFiles);
    expect(file!.sha256).toBe(createHash('sha256').update(deck).digest('hex'));
    expect((await api.readUpload(file!.storageKey)).equals(deck)).toBe(true);
  });

  it('answers 413 with its message while a deck over 10 MiB is still coming in, and stops reading it', async () => {
    const boundary = 'wireBoundary';
    const { answer, sent } = post(
      '/api/create-submission',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pitchDeck"; filename="huge.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
      ),
      100 * MiB,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    expect(await answer).toEqual({ status: 413, message: 'File exceeds 10MB limit' });
    expect(sent()).toBeLessThan(100 * MiB);
    expect(await api.counts()).toMatchObject({ submissions: 0, submission_files: 0 });
    expect(await api.uploads()).toEqual([]);
  });

  it('answers 400 to an application with no body at all', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/create-submission`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The submission is empty' });
  });
});
