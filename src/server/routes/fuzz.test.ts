/**
 * Property-based: random bodies, headers and multipart parts sent to every endpoint never cause a
 * 500 and never store anything. Baseline state is one signed-in user, so protected routes are
 * exercised past the auth check too.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { PDF, signIn } from '../test/requests.ts';

let api: TestApi;
let token: string;
let baseline: Record<string, number>;

beforeAll(async () => {
  api = await createTestApi();
  ({ token } = await signIn(api));
  baseline = await api.counts();
});
afterAll(() => api?.close());

const ENDPOINTS: [string, string][] = [
  ['POST', '/api/otp'],
  ['POST', '/api/verify-otp'],
  ['GET', '/api/user-details'],
  ['POST', '/api/user-details'],
  ['GET', '/api/formsection-list'],
  ['GET', '/api/formfield-list'],
  ['POST', '/api/create-submission'],
  ['POST', '/api/application-status/seen'],
];

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'text/plain',
    'multipart/form-data',
    'multipart/form-data; boundary=fuzz',
    'application/x-www-form-urlencoded',
    '',
  ),
  fc.string({ maxLength: 40 }),
);
const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constant('valid'),
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
  fc.string({ maxLength: 60 }),
);

/** Bodies: JSON values (some shaped like the real payloads), text, raw bytes. */
const jsonBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record({
      mobile: fc.oneof(fc.string({ maxLength: 12 }), fc.integer()),
      otp: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(
        'name',
        'age',
        'email',
        'gender',
        'state',
        'isJITOMember',
        'JITOChapter',
        'website',
        'linkedIn',
        'role',
      ),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map((v) => JSON.stringify(v)),
);
const bytesBody = fc.uint8Array({ maxLength: 2048 });

/** A multipart body with random parts: names, filenames, headers and contents, with or without a valid ending. */
const multipartBody = fc
  .record({
    parts: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom('pitchDeck', 'fields', 'videoPitch', ''), fc.string({ maxLength: 12 })),
        filename: fc.option(
          fc.oneof(fc.constantFrom('deck.pdf', '../../etc/passwd', ''), fc.string({ maxLength: 20 })),
        ),
        content: fc.oneof(
          fc.uint8Array({ maxLength: 1024 }),
          fc.constant(PDF.subarray(0, 64)),
          fc.json({ maxDepth: 2 }).map((s) => new TextEncoder().encode(s)),
          fc
            .array(fc.record({ fieldId: fc.oneof(fc.integer(), fc.string()), value: fc.jsonValue({ maxDepth: 1 }) }), {
              maxLength: 5,
            })
            .map((a) => new TextEncoder().encode(JSON.stringify(a))),
        ),
      }),
      { maxLength: 5 },
    ),
    terminated: fc.boolean(),
  })
  .map(({ parts, terminated }) => {
    const enc = new TextEncoder();
    const chunks: Uint8Array[] = [];
    for (const p of parts) {
      const disposition = `form-data; name="${p.name.replace(/["\r\n]/g, '')}"${p.filename === null ? '' : `; filename="${p.filename.replace(/["\r\n]/g, '')}"`}`;
      chunks.push(enc.encode(`--fuzz\r\nContent-Disposition: ${disposition}\r\n\r\n`), p.content, enc.encode('\r\n'));
    }
    if (terminated) chunks.push(enc.encode('--fuzz--\r\n'));
    return Buffer.concat(chunks);
  });

const request = fc.record({
  endpoint: fc.constantFrom(...ENDPOINTS),
  contentType,
  authorization,
  body: fc.oneof(jsonBody, bytesBody, multipartBody, fc.constant(null)),
  extraHeader: fc.option(
    fc.tuple(
      fc.constantFrom('X-Forwarded-For', 'Accept-Encoding', 'Content-Length', 'Origin'),
      fc.string({ maxLength: 30 }),
    ),
  ),
});

/**
 * The body as a client reads it: a random Accept-Encoding (`*`, say) lets the API gzip its answer, and fetch
 * would undo that before the caller sees it, so the test does too.
 */
function decoded(res: Response): Response {
  const encoding = res.headers.get('Content-Encoding');
  if (!encoding || !res.body) return res;
  const body = res.body.pipeThrough(new DecompressionStream(encoding as CompressionFormat));
  return new Response(body, { status: res.status, headers: res.headers });
}

describeApi('fuzzing every endpoint', () => {
  // Generous timeout: hundreds of requests, and CI machines are often shared.
  it('never answers 500 and never stores a row or a file', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [method, path] = r.endpoint;
        const headers = new Headers();
        if (r.contentType) headers.set('Content-Type', r.contentType.replace(/[\r\n]/g, ''));
        if (r.authorization)
          headers.set(
            'Authorization',
            r.authorization === 'valid' ? `Bearer ${token}` : r.authorization.replace(/[\r\n]/g, ''),
          );
        if (r.extraHeader && r.extraHeader[0] !== 'Content-Length') {
          try {
            headers.set(r.extraHeader[0], r.extraHeader[1]);
          } catch {
            // not a legal header value: a real client could not send it either
          }
        }
        const init: RequestInit = { method, headers };
        if (method === 'POST' && r.body !== null) init.body = r.body;
        // Each send gets a fresh IP and the clock moves on, so rate limits don't hide other paths.
        headers.set('x-test-client-ip', `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`);
        api.clock.advance(61_000);
        const before = await api.counts();
        const res = decoded(await api.app.request(path, init));
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
          // A refused request leaves no trace.
          expect(await api.counts()).toEqual(before);
        } else {
          await res.arrayBuffer();
          // The only write a random request can legitimately make: a code sent to a random valid number.
          if (path !== '/api/otp') expect(await api.counts()).toEqual(before);
        }
        expect(await api.uploads()).toEqual([]);
      }),
      { numRuns: 300 },
    );
    const after = await api.counts();
    expect({ ...after, otp_codes: 0, otp_sends: 0 }).toEqual({ ...baseline, otp_codes: 0, otp_sends: 0 });
  });
});
